// « Avis clients » of the profile editor (issue 20): the artisan invites customers to leave a verified review
// (« Inviter un client à laisser un avis »), follows the invitations sent (« Invitations envoyées ») and replies to or
// reports the published reviews (« Avis publiés »). src/app puts it in the editor's page after « Demandes reçues »,
// with AvisLink in the editor's header. An admin reads the published reviews only (the invitations are the
// artisan's session's, and only the artisan replies and reports).
import type { ReactNode } from 'react';
import type { Role } from '@annuaire/shared/contract/auth';
import { InvitationForm, INVITE_TITLE } from './invitation-form';
import { InvitationsList, INVITATIONS_TITLE } from './invitations-list';
import { PublishedReviews, REVIEWS_TITLE } from './published-reviews';
import styles from './avis-section.module.css';

/** The section's anchor, the target of AvisLink. */
export const AVIS_ID = 'avis-clients';
export const AVIS_TITLE = 'Avis clients';

export interface AvisSectionProps {
  artisanId: number;
  role: Role;
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.part} aria-labelledby={id}>
      <h3 id={id} className={styles.partTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

export function AvisSection({ artisanId, role }: AvisSectionProps) {
  const own = role === 'ROLE_ARTISAN';
  const titleId = `${AVIS_ID}-titre`;
  const inviteId = `${AVIS_ID}-inviter`;
  return (
    <section id={AVIS_ID} className={styles.section} aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className={styles.title}>
        {AVIS_TITLE}
      </h2>
      {own ? (
        <>
          <p className={styles.intro}>
            Invitez vos clients à laisser un avis vérifié, suivez vos invitations, et répondez aux avis
            publiés.
          </p>
          <Part id={inviteId} title={INVITE_TITLE}>
            <InvitationForm artisanId={artisanId} titleId={inviteId} />
          </Part>
          <Part id={`${AVIS_ID}-invitations`} title={INVITATIONS_TITLE}>
            <InvitationsList artisanId={artisanId} />
          </Part>
        </>
      ) : (
        <p className={styles.notice}>
          Seul l’artisan peut inviter ses clients à laisser un avis, répondre aux avis et les signaler.
        </p>
      )}
      <Part id={`${AVIS_ID}-publies`} title={REVIEWS_TITLE}>
        <PublishedReviews artisanId={artisanId} canAct={own} />
      </Part>
    </section>
  );
}
