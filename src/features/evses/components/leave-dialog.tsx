import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import type { LeaveGuard } from '../hooks/use-leave-guard.ts';

/** "Leave without saving?" while a navigation away from a changed form waits. */
export function LeaveDialog({ guard }: { guard: LeaveGuard }) {
  const { blocker } = guard;
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      onCancel={() => blocker.reset?.()}
      onApply={() => blocker.proceed?.()}
      applyLabel="Leave"
      cancelLabel="Stay"
    >
      What you typed is lost.
    </ConfirmDialog>
  );
}
