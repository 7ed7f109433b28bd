// ConfirmDialog: asks before an irreversible action (a deletion in the back office). Built on Modal; the safe
// choice, 'Annuler', has the focus, so that a stray Enter never confirms.
import { useRef, type ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in words the user can check (e.g. the name of what is deleted). */
  message: ReactNode;
  /** The confirming action's label, e.g. 'Supprimer'. */
  confirmLabel: string;
  /** The action is running: the confirm button shows a spinner and the dialog cannot be dismissed. */
  busy?: boolean;
  /**
   * The action cannot be done (a trade artisans still exercise): what to offer in place of the confirm button,
   * such as a link to what prevents it.
   */
  instead?: ReactNode;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busy = false,
  instead,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Modal
      open={open}
      onClose={cancel}
      title={title}
      size="sm"
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={cancel} disabled={busy}>
            Annuler
          </Button>
          {instead ?? (
            <Button variant="danger" onClick={onConfirm} loading={busy}>
              {confirmLabel}
            </Button>
          )}
        </>
      }
    >
      <div className={styles.message}>{message}</div>
    </Modal>
  );
}
