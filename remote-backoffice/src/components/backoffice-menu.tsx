// BackofficeMenu: the back-office's own menu, on every screen, so an admin goes from one screen to another in one
// step. NavLink marks the current screen with aria-current="page".
import { NavLink } from '@annuaire/shared/routing/router';
import { hrefs } from '@annuaire/shared/federation/routes';
import styles from './backoffice-menu.module.css';

const ITEMS: ReadonlyArray<{ to: string; label: string }> = [
  { to: hrefs.backoffice.home(), label: 'Tableau de bord' },
  { to: hrefs.backoffice.artisans(), label: 'Artisans' },
  { to: hrefs.backoffice.avis(), label: 'Avis' },
  { to: hrefs.backoffice.demandes(), label: 'Demandes' },
  { to: hrefs.backoffice.messages(), label: 'Messages' },
  { to: hrefs.backoffice.specialites(), label: 'Spécialités' },
  { to: hrefs.backoffice.particuliers(), label: 'Particuliers' },
  { to: hrefs.backoffice.accounts(), label: 'Comptes' },
  { to: hrefs.backoffice.retraits(), label: 'Demandes de retrait' },
  { to: hrefs.backoffice.revendications(), label: 'Revendications' },
  { to: hrefs.backoffice.registresImports(), label: 'Imports' },
];

export function BackofficeMenu() {
  return (
    <nav aria-label="Back-office" className={styles.nav}>
      <ul className={styles.list}>
        {ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={styles.link}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
