// /backoffice/admin/messages (beyond the spec): the contact messages and join requests received, newest first as
// the API sends them, with their delivery status, twenty a page. They are stored before being mailed, so a mail
// failure loses nothing: the admin sees it here.
import type { ContactMessage, JoinRequest, StoredMessage } from '@annuaire/shared/contract/message';
import { formatTypedPhone, normalizePhone, phoneHref } from '@annuaire/shared/domain/phone';
import { AdminPage } from '../../../components/admin-page';
import { ListState } from '../../../components/list-state';
import { PagesNav } from '../../../components/pages-nav';
import { usePages } from '../../../hooks/use-pages';
import { formatDateTime } from '../../../utils/format-date';
import { listQuery } from '../../../utils/list-query';
import { useMessages } from '../api/get-messages';
import styles from './messages-page.module.css';

export const STATUS_LABELS: Record<StoredMessage['status'], string> = {
  PENDING: 'En attente d’envoi',
  SENT: 'Transmis par e-mail',
  FAILED: 'Échec de l’envoi (nouvel essai automatique)',
};

function isJoin(message: StoredMessage): message is StoredMessage & { payload: JoinRequest } {
  return message.kind === 'JOIN';
}

export function MessagesPage() {
  const list = listQuery(useMessages());
  const pages = usePages(list.data);

  return (
    <AdminPage title="Messages reçus" documentTitle="Messages reçus">
      <p className={styles.intro}>
        Messages de contact et demandes d&apos;adhésion, les plus récents d&apos;abord.
      </p>
      <ListState
        list={list}
        empty={pages.items.length === 0}
        loadingText="Chargement des messages..."
        emptyText="Aucun message reçu pour l'instant."
      >
        <ol className={styles.list} aria-label="Messages reçus, les plus récents d’abord">
          {pages.items.map((message) => (
            <li key={message.id}>
              <MessageCard message={message} />
            </li>
          ))}
        </ol>
      </ListState>
      <PagesNav pages={pages} label="Pages des messages" />
    </AdminPage>
  );
}

function MessageCard({ message }: { message: StoredMessage }) {
  const join = isJoin(message);
  const payload = message.payload;
  const name = join ? `${payload.nom} ${(payload as JoinRequest).prenom}` : payload.nom;
  const phone = join ? (payload as JoinRequest).phone : (payload as ContactMessage).tel;
  const text = payload.message?.trim();
  return (
    <article className={styles.card} aria-labelledby={`message-${message.id}`}>
      <header className={styles.header}>
        <h2 id={`message-${message.id}`} className={styles.title}>
          {join ? 'Demande d’adhésion' : 'Message de contact'} de {name}
        </h2>
        <span className={styles.status} data-status={message.status}>
          {STATUS_LABELS[message.status]}
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
      </p>
      <dl className={styles.contact}>
        <div>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${payload.email}`}>{payload.email}</a>
          </dd>
        </div>
        <div>
          <dt>Téléphone</dt>
          <dd>
            <a href={phoneHref(normalizePhone(phone))}>{formatTypedPhone(phone)}</a>
          </dd>
        </div>
        {!join ? (
          <div>
            <dt>Profil</dt>
            <dd>{(payload as ContactMessage).role}</dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.text}>{text || 'Aucun message.'}</p>
    </article>
  );
}
