// « Demander un avis » on one request of the inbox « Demandes reçues »: invites the request's sender to leave a review
// (POST /api/avis/invitations { demandeId }, the API reads the e-mail; sent once, never retried). Once an invitation
// to that request's sender works or was used, says « Invitation envoyée le … » instead (from the invitations list,
// the same query as « Invitations envoyées »); an expired one brings the button back. A refusal (the day's limit, 429)
// is said beside the button. The invitation leaves by mail to a customer and cannot be taken back, so the button first
// asks for confirmation; the inbox offers it on handled requests only. The inbox belongs to another feature: src/app gives this component to DemandesSection
// as the action of each request (artisan only).
import { useEffect, useRef, useState } from 'react';
import type { Invitation } from '@annuaire/shared/contract/avis';
import { errorMessage } from '@annuaire/shared/forms/field-errors';
import { Button } from '@annuaire/shared/ui/button';
import { ConfirmDialog } from '@annuaire/shared/ui/confirm-dialog';
import { useArtisanInvitationsQuery } from '../api/get-invitations';
import { useSendInvitation } from '../api/send-invitation';
import { formatDay, invitationForDemande } from '../utils/avis-format';
import styles from './avis-section.module.css';

export const ASK_REVIEW = 'Demander un avis';
export const ASK_REVIEW_CONFIRM_TITLE = 'Envoyer une invitation à laisser un avis ?';
export const ASK_REVIEW_CONFIRM = 'Envoyer l’invitation';

export interface AskReviewButtonProps {
  artisanId: number;
  demande: { id: number; nom?: string };
  /** The id of the request's title, so that the button says which request it is about. */
  describedBy?: string;
}

export function AskReviewButton({ artisanId, demande, describedBy }: AskReviewButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const { data } = useArtisanInvitationsQuery(artisanId);
  const send = useSendInvitation(artisanId);
  const [failure, setFailure] = useState<string | null>(null);
  // The invitation the API answered, for when the list could not be read.
  const [created, setCreated] = useState<Invitation | undefined>(undefined);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const justSent = useRef(false);
  const invitation = data ? invitationForDemande(data.invitations, demande.id) : created;

  // The button gives way to the sentence: the keyboard goes on from there rather than from the page's top.
  useEffect(() => {
    if (!invitation || !justSent.current) return;
    justSent.current = false;
    sentRef.current?.focus();
  }, [invitation]);

  async function ask() {
    if (send.isPending) return;
    setConfirming(false);
    setFailure(null);
    justSent.current = true;
    try {
      setCreated((await send.mutateAsync({ demandeId: demande.id })).invitation);
    } catch (error) {
      justSent.current = false;
      setFailure(errorMessage(error));
    }
  }

  return (
    <div className={styles.askReview}>
      <div role="status">
        {invitation ? (
          <p ref={sentRef} className={styles.askReviewSent} tabIndex={-1}>
            Invitation envoyée le{' '}
            <time dateTime={invitation.dateEnvoi}>{formatDay(invitation.dateEnvoi)}</time>
          </p>
        ) : null}
      </div>
      {invitation ? null : (
        <Button
          variant="secondary"
          size="sm"
          className={styles.action}
          loading={send.isPending}
          loadingText="Envoi en cours..."
          aria-describedby={describedBy}
          onClick={() => setConfirming(true)}
        >
          {ASK_REVIEW}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={ASK_REVIEW_CONFIRM_TITLE}
        message={
          <p>
            Un e-mail invitera {demande.nom ? demande.nom : 'l’auteur de cette demande'} à laisser un avis
            vérifié sur votre page publique. Une seule invitation est envoyée par demande.
          </p>
        }
        confirmLabel={ASK_REVIEW_CONFIRM}
        busy={send.isPending}
        onConfirm={() => void ask()}
        onCancel={() => setConfirming(false)}
      />
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
