// « Demandes reçues », the editor's « Demandes » part (its own address, which the mails link to): the requests
// visitors sent to the artisan from their public page, newest first, twenty at a time, the unhandled ones only until
// « Toutes » is chosen, with the unread count in the heading, the median time to mark a request handled and whether
// the public badge « Répond rapidement » shows, and « Alertes de nouvelles demandes » (each one mailed, or a daily
// digest). An admin reads it and may set the alerts; only the artisan marks requests.
// src/app may give an action of another feature for each request (`RequestAction`, « Demander un avis »).
import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import type { Role } from '@annuaire/shared/contract/auth';
import {
  DEMANDE_LIMITS,
  type Demande,
  type DemandeList,
  type Reactivite,
} from '@annuaire/shared/contract/demande';
import { describeFailure } from '@annuaire/shared/forms/field-errors';
import { Button } from '@annuaire/shared/ui/button';
import { EmptyState } from '@annuaire/shared/ui/empty-state';
import { LoadingText } from '@annuaire/shared/ui/spinner';
import { useArtisanDemandesQuery } from '../api/get-demandes';
import { AlertesSetting } from './alertes-setting';
import { FAST_REPLY_RULE, INBOX_TITLE, formatDelai, inboxTitle } from '../utils/demande-format';
import { DemandeItem, type DemandeActionProps } from './demande-item';
import styles from './demandes-section.module.css';

/** The section's anchor. */
export const INBOX_ID = 'demandes-recues';
/** Requests shown at first, and added by each « Afficher plus ». */
export const PAGE_SIZE = 20;
export const LOADING_TEXT = 'Chargement des demandes...';
export const LOAD_ERROR = 'Impossible de charger les demandes reçues.';
export const EMPTY_TITLE = 'Aucune demande reçue pour le moment.';
export const FILTER_UNHANDLED = 'À traiter';
export const FILTER_ALL = 'Toutes';
export const NOTHING_TO_HANDLE = 'Aucune demande à traiter : vous êtes à jour.';
export const NOTHING_TO_HANDLE_TEXT = 'Les demandes déjà traitées restent sous « Toutes ».';
export const EMPTY_TEXT =
  'Les visiteurs vous écrivent avec le bouton « Contacter cet artisan » de votre page publique : leurs demandes s’affichent ici et vous parviennent aussi par e-mail.';

export interface DemandesSectionProps {
  artisanId: number;
  role: Role;
  /** An action shown with each request, given by src/app (a feature never imports another). */
  RequestAction?: ComponentType<DemandeActionProps>;
}

/** Newest first (the API's order, kept whatever the answer). */
function newestFirst(demandes: readonly Demande[]): Demande[] {
  return [...demandes].sort((a, b) => b.dateEnvoi.localeCompare(a.dateEnvoi) || b.id - a.id);
}

function Responsiveness({ reactivite, own }: { reactivite: Reactivite; own: boolean }) {
  const page = own ? 'votre page publique' : 'la page publique de l’artisan';
  const median = reactivite.delaiMedianHeures;
  return (
    <div className={styles.responsiveness}>
      {median !== null ? (
        <p className={styles.median}>{`Délai médian de traitement\u00a0: ${formatDelai(median)}`}</p>
      ) : null}
      <p>
        {reactivite.repondRapidement
          ? `Le badge « Répond rapidement » est affiché sur ${page}.`
          : `Le badge « Répond rapidement » n’est pas affiché sur ${page}.`}{' '}
        {FAST_REPLY_RULE}
      </p>
      {own && median !== null ? (
        <p className={styles.hint}>
          Une demande qui attend depuis plus de {DEMANDE_LIMITS.fastReplyMaxMedianHours}
          {'\u00a0'}h compte pour son ancienneté : marquez vos demandes dès que vous y avez répondu.
        </p>
      ) : null}
    </div>
  );
}

interface InboxProps {
  list: DemandeList;
  artisanId: number;
  own: boolean;
  RequestAction?: ComponentType<DemandeActionProps>;
}

function Inbox({ list, artisanId, own, RequestAction }: InboxProps) {
  const demandes = useMemo(() => newestFirst(list.demandes), [list.demandes]);
  const [shown, setShown] = useState(PAGE_SIZE);
  const [announcement, setAnnouncement] = useState('');
  const [all, setAll] = useState(false);
  // Every request shown as unhandled under « À traiter » stays in view once marked (with « Demander un avis »,
  // its focus kept) until the filter changes: the list does not jump under the artisan's hands.
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set());
  // A request the visitor withdrew waits for no answer: it is under « Toutes » only.
  const unhandledIds = demandes
    .filter((demande) => !demande.traitee && demande.dateRetrait === null)
    .map((demande) => demande.id);
  if (!all && unhandledIds.some((id) => !seen.has(id))) setSeen(new Set([...seen, ...unhandledIds]));
  const unhandled = unhandledIds.length;
  const toHandle = new Set(unhandledIds);
  const filtered = all
    ? demandes
    : demandes.filter((demande) => toHandle.has(demande.id) || seen.has(demande.id));
  const listRef = useRef<HTMLOListElement>(null);
  const focusIndex = useRef<number | null>(null);

  // « Afficher plus » hands the focus to the first request it added, so that the keyboard goes on from there.
  useEffect(() => {
    const index = focusIndex.current;
    if (index === null) return;
    focusIndex.current = null;
    listRef.current?.children[index]?.querySelector<HTMLElement>('article')?.focus();
  }, [shown]);

  function showMore() {
    focusIndex.current = shown;
    setShown(shown + PAGE_SIZE);
  }

  function choose(next: boolean) {
    setAll(next);
    setShown(PAGE_SIZE);
    setSeen(new Set());
  }

  const visible = filtered.slice(0, shown);
  return (
    <>
      <Responsiveness reactivite={list.reactivite} own={own} />
      {!own && demandes.length > 0 ? (
        <p className={styles.notice}>Seul l’artisan peut marquer ses demandes comme traitées.</p>
      ) : null}
      {demandes.length > 0 ? (
        <div className={styles.filters} role="group" aria-label="Demandes affichées">
          <Button
            variant={all ? 'ghost' : 'secondary'}
            size="sm"
            aria-pressed={!all}
            onClick={() => choose(false)}
          >
            {`${FILTER_UNHANDLED} (${unhandled})`}
          </Button>
          <Button
            variant={all ? 'secondary' : 'ghost'}
            size="sm"
            aria-pressed={all}
            onClick={() => choose(true)}
          >
            {`${FILTER_ALL} (${demandes.length})`}
          </Button>
        </div>
      ) : null}
      {demandes.length === 0 ? (
        <EmptyState compact headingLevel={3} icon={null} title={EMPTY_TITLE} text={EMPTY_TEXT} />
      ) : filtered.length === 0 ? (
        <EmptyState
          compact
          headingLevel={3}
          icon={null}
          title={NOTHING_TO_HANDLE}
          text={NOTHING_TO_HANDLE_TEXT}
        />
      ) : (
        <ol ref={listRef} className={styles.list} aria-label="Demandes reçues, les plus récentes d’abord">
          {visible.map((demande) => (
            <li key={demande.id}>
              <DemandeItem
                demande={demande}
                artisanId={artisanId}
                canMark={own}
                onMarked={setAnnouncement}
                Action={RequestAction}
              />
            </li>
          ))}
        </ol>
      )}
      {filtered.length > visible.length ? (
        <div className={styles.more}>
          <p className={styles.moreCount}>
            {visible.length} demandes affichées sur {filtered.length}
          </p>
          <Button variant="secondary" onClick={showMore}>
            Afficher plus
          </Button>
        </div>
      ) : null}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </>
  );
}

export function DemandesSection({ artisanId, role, RequestAction }: DemandesSectionProps) {
  const query = useArtisanDemandesQuery(artisanId);
  const list = query.data;
  const own = role === 'ROLE_ARTISAN';
  const titleId = `${INBOX_ID}-titre`;

  let content;
  if (list) {
    content = <Inbox list={list} artisanId={artisanId} own={own} RequestAction={RequestAction} />;
  } else if (query.isError) {
    content = (
      <div className={styles.error}>
        <div role="alert">
          <p className={styles.errorTitle}>{LOAD_ERROR}</p>
          <p>{describeFailure(query.error, 'Une erreur inattendue est survenue.')}</p>
        </div>
        <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
          Réessayer
        </Button>
      </div>
    );
  } else {
    content = <LoadingText block>{LOADING_TEXT}</LoadingText>;
  }

  return (
    <section id={INBOX_ID} className={styles.section} aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className={styles.title}>
        {list ? inboxTitle(list.nonTraitees, list.demandes.length) : INBOX_TITLE}
      </h2>
      <p className={styles.intro}>
        {own
          ? 'Répondez aux visiteurs directement par e-mail ou par téléphone, puis marquez leur demande comme traitée.'
          : 'Les demandes que les visiteurs ont envoyées à cet artisan depuis sa page publique.'}
      </p>
      <AlertesSetting artisanId={artisanId} own={own} />
      {content}
    </section>
  );
}
