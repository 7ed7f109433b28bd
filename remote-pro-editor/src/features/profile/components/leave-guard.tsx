// The question asked when the editor is left with unsaved changes; see hooks/use-leave-guard.ts for how the
// navigation is held.
import { ConfirmDialog } from '@annuaire/shared/ui/confirm-dialog';
import {
  useDataRouterLeaveGuard,
  useHasDataRouter,
  useHistoryLeaveGuard,
  type LeaveGuard as Guard,
} from '../hooks/use-leave-guard';

export const LEAVE_TITLE = 'Quitter sans enregistrer ?';
export const LEAVE_MESSAGE =
  'Vos modifications ne sont pas enregistrées. Si vous quittez cette page maintenant, elles seront perdues.';
export const LEAVE_CONFIRM = 'Quitter sans enregistrer';

function LeaveDialog({ guard }: { guard: Guard }) {
  return (
    <ConfirmDialog
      open={guard.blocked}
      title={LEAVE_TITLE}
      message={<p>{LEAVE_MESSAGE}</p>}
      confirmLabel={LEAVE_CONFIRM}
      onConfirm={guard.proceed}
      onCancel={guard.reset}
    />
  );
}

function DataRouterLeaveGuard({ when }: { when: boolean }) {
  return <LeaveDialog guard={useDataRouterLeaveGuard(when)} />;
}

function HistoryLeaveGuard({ when }: { when: boolean }) {
  return <LeaveDialog guard={useHistoryLeaveGuard(when)} />;
}

/** Renders nothing until a navigation away is attempted while `when` is true. */
export function LeaveGuard({ when }: { when: boolean }) {
  return useHasDataRouter() ? <DataRouterLeaveGuard when={when} /> : <HistoryLeaveGuard when={when} />;
}
