// What /retirer-une-fiche shows once the request is sent, in the form's place: the confirmation as a heading that takes
// the focus (so that it is in view and read out, wherever the form had been scrolled), what happens next, and the way
// back to the listing or the home page.
import { useEffect, useRef } from 'react';
import { hrefs } from '@annuaire/shared/federation/routes';
import { Link } from '@annuaire/shared/routing/router';
import { IconCheck } from '@annuaire/shared/ui/icons';
import styles from './retrait-page.module.css';

export const RETRAIT_SENT_TITLE = 'Demande de retrait envoyée';

export function RetraitSent({ message, artisanId }: { message: string; artisanId: number | null }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div className={styles.sent}>
      <div role="status" className={styles.result}>
        <IconCheck className={styles.icon} />
        <div>
          <h2 ref={headingRef} tabIndex={-1} className={styles.sentTitle}>
            {RETRAIT_SENT_TITLE}
          </h2>
          <p className={styles.sentText}>{message}</p>
        </div>
      </div>
      <p className={styles.links}>
        {artisanId !== null ? <Link to={hrefs.artisan(artisanId)}>Revenir à la fiche</Link> : null}
        <Link to={hrefs.home()}>Retour à l’accueil</Link>
      </p>
    </div>
  );
}
