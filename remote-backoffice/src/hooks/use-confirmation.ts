// useConfirmation: the state of a ConfirmDialog for one item at a time. ask(item) opens it; confirm(action) runs
// the action once (busy meanwhile) and closes it whatever the outcome, the action reporting its own result.
import { useState } from 'react';

export interface Confirmation<T> {
  /** The item awaiting confirmation, null when the dialog is closed. */
  target: T | null;
  busy: boolean;
  ask(item: T): void;
  cancel(): void;
  confirm(action: (item: T) => Promise<void>): Promise<void>;
}

export function useConfirmation<T>(): Confirmation<T> {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  return {
    target,
    busy,
    ask: (item) => setTarget(item),
    cancel: () => {
      if (!busy) setTarget(null);
    },
    async confirm(action) {
      if (target === null || busy) return;
      setBusy(true);
      try {
        await action(target);
      } finally {
        setBusy(false);
        setTarget(null);
      }
    },
  };
}
