// « Invitations envoyées » of the editor's « Avis clients »: the invitations the artisan sent, newest first, each
// with the customer's e-mail, the day it was sent and where it stands in words (« Lien valable jusqu’au … »,
// « Avis déposé », « Lien expiré »); the 20 newest, « Voir tout » for the rest. Loading, error (with « Réessayer »)
// and empty states. Shown to the artisan only (AvisSection).
import { useId, useMemo, useState } from 'react';
import type { Invitation } from '@annuaire/shared/contract/avis';
import { describeFailure } from '@annuaire/shared/forms/field-errors';
import { Button } from '@annuaire/shared/ui/button';
import { LoadingText } from '@annuaire/shared/ui/spinner';
import { useArtisanInvitationsQuery } from '../api/get-invitations';
import { formatDay, invitationStateText, newestFirst } from '../utils/avis-format';
import styles from './avis-section.module.css';

export const INVITATIONS_TITLE = 'Invitations envoyées';
/** Invitations shown until « Voir tout ». */
export const INVITATIONS_SHOWN = 20;
export const INVITATIONS_LOADING = 'Chargement des invitations...';
export const INVITATIONS_ERROR = 'Impossible de charger les invitations envoyées.';
export const INVITATIONS_EMPTY =
  'Aucune invitation envoyée pour l’instant. Les invitations que vous envoyez s’affichent ici avec leur état.';

function InvitationRow({ invitation }: { invitation: Invitation }) {
  return (
    <li className={styles.invitation}>
      <span className={styles.invitationEmail}>{invitation.email}</span>
      <span className={styles.meta}>
        Envoyée le <time dateTime={invitation.dateEnvoi}>{formatDay(invitation.dateEnvoi)}</time>
      </span>
      <span className={styles.invitationState} data-etat={invitation.etat}>
        {invitationStateText(invitation)}
      </span>
    </li>
  );
}

function Invitations({ invitations }: { invitations: readonly Invitation[] }) {
  const sorted = useMemo(() => newestFirst(invitations, (invitation) => invitation.dateEnvoi), [invitations]);
  const [all, setAll] = useState(false);
  const listId = useId();
  if (sorted.length === 0) return <p className={styles.empty}>{INVITATIONS_EMPTY}</p>;
  const long = sorted.length > INVITATIONS_SHOWN;
  const visible = all || !long ? sorted : sorted.slice(0, INVITATIONS_SHOWN);
  return (
    <>
      <ul
        id={listId}
        className={styles.invitations}
        aria-label="Invitations envoyées, les plus récentes d’abord"
      >
        {visible.map((invitation) => (
          <InvitationRow key={invitation.id} invitation={invitation} />
        ))}
      </ul>
      {long ? (
        <div className={styles.more}>
          <p className={styles.meta}>
            {visible.length} invitations affichées sur {sorted.length}
          </p>
          <Button
            variant="secondary"
            className={styles.action}
            aria-expanded={all}
            aria-controls={listId}
            onClick={() => setAll(!all)}
          >
            {all ? `Voir les ${INVITATIONS_SHOWN} plus récentes` : 'Voir tout'}
          </Button>
        </div>
      ) : null}
    </>
  );
}

export function InvitationsList({ artisanId }: { artisanId: number }) {
  const query = useArtisanInvitationsQuery(artisanId);
  if (query.data) return <Invitations invitations={query.data.invitations} />;
  if (query.isError) {
    return (
      <div className={styles.error}>
        <div role="alert">
          <p className={styles.errorTitle}>{INVITATIONS_ERROR}</p>
          <p>{describeFailure(query.error, 'Une erreur inattendue est survenue.')}</p>
        </div>
        <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
          Réessayer
        </Button>
      </div>
    );
  }
  return <LoadingText block>{INVITATIONS_LOADING}</LoadingText>;
}
