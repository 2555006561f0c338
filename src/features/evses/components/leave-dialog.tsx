import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import type { LeaveGuard } from '../hooks/use-leave-guard.ts';
import { useT } from '../../../i18n/display-preferences.ts';

/** "Leave without saving?" while a navigation away from a changed form waits. */
export function LeaveDialog({ guard }: { guard: LeaveGuard }) {
  const t = useT();
  const { blocker } = guard;
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('chargerChanges.leave.title')}
      onCancel={() => blocker.reset?.()}
      onApply={() => blocker.proceed?.()}
      applyLabel={t('chargerChanges.leave.apply')}
      cancelLabel={t('chargerChanges.leave.cancel')}
    >
      {t('chargerChanges.leave.text')}
    </ConfirmDialog>
  );
}
