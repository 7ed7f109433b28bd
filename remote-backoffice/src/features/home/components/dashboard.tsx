// The back office home page's dashboard (issue 22): what each screen holds or waits for, each count a link to that
// screen. While the counts load, or if they cannot be read, the links are there without their numbers.
import type { AdminDashboard } from '@annuaire/shared/contract/message';
import { hrefs } from '@annuaire/shared/federation/routes';
import { Link } from '@annuaire/shared/routing/router';
import { useDashboard } from '../api/get-dashboard';
import styles from './dashboard.module.css';

interface Tile {
  key: keyof AdminDashboard;
  /** The label after the number: singular, plural. */
  label: [string, string];
  href: string;
  /** Something waits for the administrator when the count is above 0. */
  waiting?: boolean;
}

export const DASHBOARD_TILES: readonly Tile[] = [
  { key: 'artisans', label: ['artisan', 'artisans'], href: hrefs.backoffice.artisans() },
  { key: 'specialites', label: ['spécialité', 'spécialités'], href: hrefs.backoffice.specialites() },
  { key: 'particuliers', label: ['particulier', 'particuliers'], href: hrefs.backoffice.particuliers() },
  {
    key: 'messagesNonTraites',
    label: ['message non traité', 'messages non traités'],
    href: `${hrefs.backoffice.messages()}?type=contact&etat=a-traiter`,
    waiting: true,
  },
  {
    key: 'adhesionsNonTraitees',
    label: ['demande d’adhésion non traitée', 'demandes d’adhésion non traitées'],
    href: `${hrefs.backoffice.messages()}?type=adhesion&etat=a-traiter`,
    waiting: true,
  },
  {
    key: 'demandesEnAttente',
    label: ['demande en attente chez un artisan', 'demandes en attente chez les artisans'],
    href: hrefs.backoffice.demandes(),
  },
  {
    key: 'avisAModerer',
    label: ['avis à modérer', 'avis à modérer'],
    href: hrefs.backoffice.avis(),
    waiting: true,
  },
  {
    key: 'retraitsEnAttente',
    label: ['demande de retrait en attente', 'demandes de retrait en attente'],
    href: hrefs.backoffice.retraits('EN_ATTENTE'),
    waiting: true,
  },
];

export function Dashboard() {
  const dashboard = useDashboard();
  const counts = dashboard.data;
  return (
    <section className={styles.dashboard} aria-labelledby="dashboard-title" aria-busy={dashboard.isPending}>
      <h2 id="dashboard-title" className={styles.title}>
        Tableau de bord
      </h2>
      {dashboard.isPending ? (
        <p role="status" className={styles.state}>
          Chargement du tableau de bord...
        </p>
      ) : null}
      {dashboard.isError ? (
        <p role="alert" className={styles.state}>
          Les chiffres du tableau de bord n’ont pas pu être chargés.
        </p>
      ) : null}
      <ul className={styles.tiles}>
        {DASHBOARD_TILES.map((tile) => {
          const count = counts?.[tile.key];
          const [singular, plural] = tile.label;
          const label = count === undefined ? plural : count > 1 ? plural : singular;
          return (
            <li key={tile.key}>
              <Link
                to={tile.href}
                className={styles.tile}
                data-waiting={tile.waiting && count !== undefined && count > 0 ? '' : undefined}
              >
                {/* The space keeps « 3 messages non traités » one accessible name whatever the layout. */}
                {count === undefined ? null : <span className={styles.count}>{count}</span>}{' '}
                <span className={styles.label}>{count === undefined ? capitalize(label) : label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
