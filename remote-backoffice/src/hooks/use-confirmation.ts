// useConfirmation: the state of a ConfirmDialog for one item at a time. ask(item) opens it; confirm(action) runs
// the action once (busy meanwhile) and closes it whatever the outcome, the action reporting its own result.
import { useState } from 'react';
import type { ConfirmDialogProps } from '@annuaire/shared/ui/confirm-dialog';

export interface Confirmation<T> {
  /** The item awaiting confirmation, null when the dialog is closed. */
  target: T | null;
  busy: boolean;
  ask(item: T): void;
  cancel(): void;
  confirm(action: (item: T) => Promise<void>): Promise<void>;
  /** The ConfirmDialog's open, busy, onCancel and onConfirm, the confirmation running `action`. */
  dialog(
    action: (item: T) => Promise<void>,
  ): Pick<ConfirmDialogProps, 'open' | 'busy' | 'onCancel' | 'onConfirm'>;
}

export function useConfirmation<T>(): Confirmation<T> {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const cancel = () => {
    if (!busy) setTarget(null);
  };
  async function confirm(action: (item: T) => Promise<void>) {
    if (target === null || busy) return;
    setBusy(true);
    try {
      await action(target);
    } finally {
      setBusy(false);
      setTarget(null);
    }
  }
  return {
    target,
    busy,
    ask: (item) => setTarget(item),
    cancel,
    confirm,
    dialog: (action) => ({
      open: target !== null,
      busy,
      onCancel: cancel,
      onConfirm: () => void confirm(action),
    }),
  };
}
