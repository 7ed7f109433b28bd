// AlertDialog: a refusal the administrator must read (SPEC 8's « Alert »: a trade still used by artisans), in a
// modal (role="alertdialog") with one 'OK' button, which has the focus; the message is announced at once
// (role="alert").
import { useRef, type ReactNode } from 'react';
import { Button } from '@annuaire/shared/ui/button';
import { Modal } from '@annuaire/shared/ui/modal';

export interface AlertDialogProps {
  /** The message to show; null: closed. */
  message: ReactNode | null;
  title: string;
  onClose(): void;
}

export function AlertDialog({ message, title, onClose }: AlertDialogProps) {
  const okRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={message !== null}
      onClose={onClose}
      title={title}
      size="sm"
      role="alertdialog"
      initialFocusRef={okRef}
      footer={
        <Button ref={okRef} onClick={onClose}>
          OK
        </Button>
      }
    >
      <div role="alert">{message}</div>
    </Modal>
  );
}
