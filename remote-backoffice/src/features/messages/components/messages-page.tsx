// /backoffice/admin/messages (beyond the spec): the contact messages and join requests received, newest first as
// the API sends them, with their delivery status, twenty a page. They are stored before being mailed, so a mail
// failure loses nothing: the admin sees it here. Issue 22: filtered by type and state (in the address, so that the
// home page's counts link here), each marked « Traité » or « À traiter » again, and a join request turned into an
// account and an artisan (the flow is composed in src/app: `renderJoinFlow`).
import { useMemo, useState, type ReactNode } from 'react';
import type { StoredJoin, StoredMessage } from '@annuaire/shared/contract/message';
import { formatTypedPhone, normalizePhone, phoneHref } from '@annuaire/shared/domain/phone';
import { errorMessage } from '@annuaire/shared/forms/field-errors';
import { useSearchParams } from '@annuaire/shared/routing/router';
import { Button } from '@annuaire/shared/ui/button';
import { Select } from '@annuaire/shared/ui/select';
import { toast } from '@annuaire/shared/ui/toast';
import { AdminPage } from '../../../components/admin-page';
import { ListState } from '../../../components/list-state';
import { PagesNav } from '../../../components/pages-nav';
import { usePages } from '../../../hooks/use-pages';
import { formatDateTime } from '../../../utils/format-date';
import { listQuery } from '../../../utils/list-query';
import { useMessages } from '../api/get-messages';
import { useSetMessageHandled } from '../api/set-message-handled';
import {
  ETAT_FILTERS,
  TYPE_FILTERS,
  filtersOf,
  matchesFilters,
  searchOf,
  type EtatFilter,
  type MessageFilters,
  type TypeFilter,
} from '../utils/message-filters';
import styles from './messages-page.module.css';

export const STATUS_LABELS: Record<StoredMessage['status'], string> = {
  PENDING: 'En attente d’envoi',
  SENT: 'Transmis par e-mail',
  FAILED: 'Échec de l’envoi (nouvel essai automatique)',
};

export type JoinMessage = StoredMessage & { kind: 'JOIN'; payload: StoredJoin };

export interface MessagesPageProps {
  /** The account-and-artisan flow of a join request, closed by `close` (composed in src/app). */
  renderJoinFlow?(message: JoinMessage, close: () => void): ReactNode;
}

function optionsOf<Key extends string>(labels: Record<Key, string>) {
  return (Object.keys(labels) as Key[]).map((value) => ({ value, label: labels[value] }));
}

export function MessagesPage({ renderJoinFlow }: MessagesPageProps) {
  const list = listQuery(useMessages());
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const shown = useMemo(
    () => list.data?.filter((message) => matchesFilters(message, filters)) ?? null,
    // The filters are two strings: their values, not the object made at each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [list.data, filters.type, filters.etat],
  );
  const pages = usePages(shown);
  const [joining, setJoining] = useState<JoinMessage | null>(null);
  const filtered = filters.type !== 'tous' || filters.etat !== 'tous';

  const setFilters = (next: Partial<MessageFilters>) =>
    setParams(new URLSearchParams(searchOf({ ...filters, ...next })), { replace: true });

  return (
    <AdminPage title="Messages reçus" documentTitle="Messages reçus">
      <p className={styles.intro}>
        Messages de contact et demandes d&apos;adhésion, les plus récents d&apos;abord.
      </p>
      <div className={styles.filters} role="group" aria-label="Filtrer les messages">
        <Select
          label="Type"
          value={filters.type}
          options={optionsOf(TYPE_FILTERS)}
          onChange={(event) => setFilters({ type: event.target.value as TypeFilter })}
        />
        <Select
          label="État"
          value={filters.etat}
          options={optionsOf(ETAT_FILTERS)}
          onChange={(event) => setFilters({ etat: event.target.value as EtatFilter })}
        />
      </div>
      <ListState
        list={list}
        empty={pages.items.length === 0}
        loadingText="Chargement des messages..."
        emptyText={
          filtered ? 'Aucun message ne correspond à ces filtres.' : "Aucun message reçu pour l'instant."
        }
      >
        <ol className={styles.list} aria-label="Messages reçus, les plus récents d’abord">
          {pages.items.map((message) => (
            <li key={message.id}>
              <MessageCard
                message={message}
                onJoin={
                  renderJoinFlow && message.kind === 'JOIN' && message.handledAt === null
                    ? () => setJoining(message as JoinMessage)
                    : undefined
                }
              />
            </li>
          ))}
        </ol>
      </ListState>
      <PagesNav pages={pages} label="Pages des messages" />
      {joining && renderJoinFlow ? renderJoinFlow(joining, () => setJoining(null)) : null}
    </AdminPage>
  );
}

/**
 * The company, SIRET, trade and town of a join request, as « label, value » pairs; those received before the join
 * form asked for them have none.
 */
function companyOf(payload: StoredJoin): [string, string][] {
  const rows: [string, string | undefined][] = [
    ['Entreprise', payload.entrepriseNom],
    ['SIRET', payload.siret],
    ['Métier', payload.metier],
    ['Ville', payload.ville],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== undefined);
}

function MessageCard({ message, onJoin }: { message: StoredMessage; onJoin?: () => void }) {
  const setHandled = useSetMessageHandled();
  const join = message.kind === 'JOIN';
  const name = join ? `${message.payload.nom} ${message.payload.prenom}` : message.payload.nom;
  const phone = join ? message.payload.phone : message.payload.tel;
  const text = message.payload.message?.trim();
  const handled = message.handledAt !== null;
  const titleId = `message-${message.id}`;

  async function toggle() {
    try {
      await setHandled.mutateAsync({ id: message.id, traite: !handled });
      toast.success(
        handled ? `Message de ${name} remis à traiter.` : `Message de ${name} marqué comme traité.`,
      );
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <article className={styles.card} aria-labelledby={titleId} data-handled={handled ? '' : undefined}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {join ? 'Demande d’adhésion' : 'Message de contact'} de {name}
        </h2>
        <span className={styles.badges}>
          <span className={styles.handled} data-handled={handled ? '' : undefined}>
            {handled ? 'Traité' : 'À traiter'}
          </span>
          <span className={styles.status} data-status={message.status}>
            {STATUS_LABELS[message.status]}
          </span>
        </span>
      </header>
      <p className={styles.meta}>
        Reçu le <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        {message.sentAt ? (
          <>
            {' '}
            · transmis le <time dateTime={message.sentAt}>{formatDateTime(message.sentAt)}</time>
          </>
        ) : null}
        {message.attempts > 1 ? ` · ${message.attempts} tentatives` : null}
        {message.handledAt ? (
          <>
            {' '}
            · traité le <time dateTime={message.handledAt}>{formatDateTime(message.handledAt)}</time>
          </>
        ) : null}
      </p>
      <dl className={styles.contact}>
        <div>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${message.payload.email}`}>{message.payload.email}</a>
          </dd>
        </div>
        <div>
          <dt>Téléphone</dt>
          <dd>
            <a href={phoneHref(normalizePhone(phone))}>{formatTypedPhone(phone)}</a>
          </dd>
        </div>
        {message.kind === 'CONTACT' ? (
          <div>
            <dt>Profil</dt>
            <dd>{message.payload.role}</dd>
          </div>
        ) : (
          companyOf(message.payload).map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))
        )}
      </dl>
      <p className={styles.text}>{text || 'Aucun message.'}</p>
      <div className={styles.actions}>
        {onJoin ? (
          <Button size="sm" onClick={onJoin} aria-label={`Créer le compte et l’artisan de ${name}`}>
            Créer le compte et l’artisan
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="secondary"
          loading={setHandled.isPending}
          onClick={() => void toggle()}
          aria-label={
            handled
              ? `Remettre à traiter le message de ${name}`
              : `Marquer comme traité le message de ${name}`
          }
        >
          {handled ? 'Remettre à traiter' : 'Marquer comme traité'}
        </Button>
      </div>
    </article>
  );
}
