import { useEffect, useRef } from 'react';
import { Button } from '@annuaire/shared/ui/button';
import styles from './remote-unavailable.module.css';
import { SCREEN_MESSAGES } from '@annuaire/shared/contract/screen-messages';

interface RemoteUnavailableProps {
  onRetry: () => void;
}

/** What the page area shows when a remote is down, missing or broken; header and footer stay usable. */
export function RemoteUnavailable({ onRetry }: RemoteUnavailableProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Keyboard and screen-reader users land on the message instead of a silently empty page.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className={styles.unavailable} aria-labelledby="remote-unavailable-title">
      <h1 id="remote-unavailable-title" className={styles.title} tabIndex={-1} ref={headingRef}>
        {SCREEN_MESSAGES.remoteUnavailable}
      </h1>
      <p className={styles.text}>Vérifiez votre connexion puis réessayez dans quelques instants.</p>
      <Button variant="primary" onClick={onRetry}>
        Réessayer
      </Button>
    </section>
  );
}
