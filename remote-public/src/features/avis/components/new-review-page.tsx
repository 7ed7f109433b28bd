// /avis/nouveau?token=… (issue 20): the page an invitation's mail links to, where a customer reviews an artisan
// without an account. It reads the token of the query and asks GET /api/avis/invitations/{token} (its route
// prefetches it, on the server too): no token or an unknown one says the link is invalid; a used or expired one says
// so (the API's message) with a link to the artisan's page; a working one shows « Votre avis sur <artisan> », that
// reviews are moderated, and the form (avis-form.tsx). A sent review, or a link found used while sending, replaces
// the form with its outcome, which takes the focus. Never indexed (noindex in the server's head).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { AVIS_LIMITS, AVIS_MESSAGES, type InvitationStatus } from '@annuaire/shared/contract/avis';
import { frenchDay } from '@annuaire/shared/domain/french-dates';
import { hrefs } from '@annuaire/shared/federation/routes';
import { Link, useSearchParams } from '@annuaire/shared/routing/router';
import { cx } from '@annuaire/shared/ui/class-names';
import { LoadingText } from '@annuaire/shared/ui/spinner';
import { FormAlert } from '../../../components/form-alert';
import formStyles from '../../../components/form-card.module.css';
import { RetryAlert } from '../../../components/retry-alert';
import { SITE_NAME, usePageMeta } from '../../../hooks/use-page-meta';
import { isNotFound, loadable } from '../../../utils/loadable';
import { useInvitationStatus } from '../api/get-invitation-status';
import { readReviewToken } from '../utils/review-token';
import { AvisForm, type AvisFormOutcome } from './avis-form';
import styles from './new-review-page.module.css';

export const NEW_REVIEW_TITLE = 'Laisser un avis';
export const NEW_REVIEW_DESCRIPTION =
  'Donnez votre avis sur la prestation d’un artisan de l’Annuaire des artisans, avec le lien personnel reçu par e-mail.';
export const INVITATION_LOADING = 'Vérification du lien...';
export const INVITATION_ERROR = 'Ce lien ne peut pas être vérifié pour le moment.';
export const REVIEWS_POLICY_LINK = 'Comment fonctionnent les avis';
export const MODERATION_NOTE = `Votre avis est relu avant sa publication : il est publié ou refusé dans un délai de ${AVIS_LIMITS.moderationMaxDays} jours au plus.`;

type Artisan = InvitationStatus['artisan'];

export function NewReviewPage() {
  usePageMeta(`${NEW_REVIEW_TITLE} – ${SITE_NAME}`, NEW_REVIEW_DESCRIPTION, { noindex: true });
  const [params] = useSearchParams();
  const token = readReviewToken(params);
  // A new link opened from this page starts afresh (its own status, no outcome of the previous one).
  return token ? <ReviewLink key={token} token={token} /> : <InvalidLink />;
}

function Frame({ title, lead, children }: { title: ReactNode; lead?: ReactNode; children: ReactNode }) {
  return (
    <div className={cx(styles.page, styles.column)}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </header>
      {children}
    </div>
  );
}

/** « Votre avis sur Plomberie Martin », the name linked to the artisan's page. */
function reviewTitle(artisan: Artisan): ReactNode {
  return (
    <>
      Votre avis sur <Link to={hrefs.artisan(artisan.id)}>{artisan.entrepriseNom}</Link>
    </>
  );
}

function ArtisanLink({ artisan, children }: { artisan: Artisan; children: string }) {
  return (
    <p className={styles.links}>
      <Link to={hrefs.artisan(artisan.id)}>
        {children} {artisan.entrepriseNom}
      </Link>
    </p>
  );
}

function InvalidLink() {
  return (
    <Frame title={NEW_REVIEW_TITLE}>
      <div className={cx(formStyles.card, formStyles.wide)}>
        <FormAlert tone="error" title={AVIS_MESSAGES.linkInvalid}>
          Ouvrez le lien exactement tel qu’il figure dans l’e-mail reçu ; s’il ne fonctionne toujours pas,
          demandez-en un nouveau à l’artisan.
        </FormAlert>
      </div>
    </Frame>
  );
}

/** A link that no longer works (used, expired): its reason, and the way to the artisan's page. */
function ClosedLink({ artisan, message }: { artisan: Artisan; message: string }) {
  return (
    <Frame title={NEW_REVIEW_TITLE}>
      <div className={cx(formStyles.card, formStyles.wide)}>
        <FormAlert tone="error" title={message} />
        <ArtisanLink artisan={artisan}>Voir la page de</ArtisanLink>
      </div>
    </Frame>
  );
}

/** What ended the form, in its place: the review sent, or the link found used or expired while sending. */
function Outcome({ artisan, outcome }: { artisan: Artisan; outcome: AvisFormOutcome }) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    region.current?.focus();
  }, []);
  const sent = outcome.tone === 'success';
  return (
    <Frame title={reviewTitle(artisan)}>
      <div className={cx(formStyles.card, formStyles.wide)}>
        <div ref={region} tabIndex={-1} role={sent ? 'status' : undefined} className={styles.outcome}>
          {sent ? (
            <FormAlert tone="success" title={outcome.message}>
              {`Il est publié ou refusé dans un délai de ${AVIS_LIMITS.moderationMaxDays} jours au plus ; en cas de refus, le motif vous est envoyé par e-mail.`}
            </FormAlert>
          ) : (
            <FormAlert tone="error" title={outcome.message} />
          )}
        </div>
        <ArtisanLink artisan={artisan}>{sent ? 'Retour à la page de' : 'Voir la page de'}</ArtisanLink>
      </div>
    </Frame>
  );
}

function ReviewLink({ token }: { token: string }) {
  const query = useInvitationStatus(token);
  const status = loadable(query);
  const [ended, setEnded] = useState<{ artisan: Artisan; outcome: AvisFormOutcome } | null>(null);

  // Sending changed the link (now used): the outcome stays, whatever the status asked again says.
  if (ended) return <Outcome artisan={ended.artisan} outcome={ended.outcome} />;
  if (status.status === 'loading')
    return (
      <Frame title={NEW_REVIEW_TITLE}>
        <LoadingText block>{INVITATION_LOADING}</LoadingText>
      </Frame>
    );
  if (status.status === 'error') {
    if (isNotFound(query.error)) return <InvalidLink />;
    return (
      <Frame title={NEW_REVIEW_TITLE}>
        <RetryAlert message={INVITATION_ERROR} onRetry={() => void query.refetch()} />
      </Frame>
    );
  }

  const invitation = status.data;
  const { artisan } = invitation;
  if (!invitation.valide)
    return <ClosedLink artisan={artisan} message={invitation.message ?? AVIS_MESSAGES.linkInvalid} />;
  const validUntil = frenchDay(invitation.dateExpiration);
  return (
    <Frame
      title={reviewTitle(artisan)}
      lead={
        <>
          {MODERATION_NOTE}
          {invitation.nonSollicite ? ` ${AVIS_MESSAGES.unsolicitedHint}` : null}{' '}
          <Link to={hrefs.reviewsPolicy()}>{REVIEWS_POLICY_LINK}</Link>
        </>
      }
    >
      <AvisForm
        token={token}
        artisanId={artisan.id}
        validUntil={validUntil}
        initialMonth={invitation.dateExperience}
        onDone={(outcome) => setEnded({ artisan, outcome })}
      />
    </Frame>
  );
}
