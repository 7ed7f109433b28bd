// What the request dialog shows once a request is sent, in place of the form: the confirmation as a
// heading, who answers and how, and a button that closes the dialog. The focus moves onto the heading, so that the
// confirmation is in view (the form it replaces may have been scrolled to its button, on a phone) and read out; the
// dialog also puts it in its live region.
import { useEffect, useRef } from 'react';
import { Button } from '@annuaire/shared/ui/button';
import { IconCheck } from '@annuaire/shared/ui/icons';
import styles from './demande-sent.module.css';

interface DemandeSentProps {
  /** The API's confirmation (DEMANDE_MESSAGES.sent or sentMany). */
  message: string;
  /** Sent to several artisans. */
  many: boolean;
  onClose(): void;
}

export function DemandeSent({ message, many, onClose }: DemandeSentProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div className={styles.sent}>
      <div className={styles.result}>
        <IconCheck className={styles.icon} />
        <div>
          <h3 ref={headingRef} tabIndex={-1} className={styles.title}>
            {message}
          </h3>
          <p className={styles.text}>
            {many
              ? 'Chaque artisan la reçoit par e-mail et vous répond directement.'
              : 'L’artisan la reçoit par e-mail et vous répond directement.'}
          </p>
        </div>
      </div>
      <div className={styles.actions}>
        <Button onClick={onClose}>Fermer</Button>
      </div>
    </div>
  );
}
