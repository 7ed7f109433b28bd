// FormModal: the back office's add and edit popups: a dialog that a click beside it does not close, 'Annuler' and
// the submit button of the form it holds (by id). While the form is sent or an image uploads, it stays open.
import type { ReactNode } from 'react';
import { Button } from '@annuaire/shared/ui/button';
import { Modal, type ModalSize } from '@annuaire/shared/ui/modal';

export interface FormModalProps {
  open?: boolean;
  title: string;
  description?: ReactNode;
  size?: ModalSize;
  /** The id of the form the submit button sends. */
  formId: string;
  submitLabel: string;
  /** The submit button's label while sending, e.g. 'Envoi en cours...'. */
  sendingLabel?: string;
  sending: boolean;
  /** Something else is under way (an upload): nothing can be sent yet. */
  busy?: boolean;
  onClose(): void;
  children: ReactNode;
}

export function FormModal({
  open = true,
  title,
  description,
  size,
  formId,
  submitLabel,
  sendingLabel,
  sending,
  busy = false,
  onClose,
  children,
}: FormModalProps) {
  const locked = sending || busy;
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!locked) onClose();
      }}
      title={title}
      description={description}
      size={size}
      closeOnBackdropClick={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={locked}>
            Annuler
          </Button>
          <Button type="submit" form={formId} loading={sending} loadingText={sendingLabel} disabled={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
