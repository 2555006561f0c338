import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FilterPanel } from '../../../components/filter-panel.tsx';
import { EMPTY_FILTER_STATE } from '../../../domain/filters/filter-state.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import type { PreparedFilter } from '../hooks/use-prepared-installations-screen.ts';

export interface PreparedFilterDialogProps {
  open: boolean;
  /** The choice being edited; applied only on Apply. */
  draft: PreparedFilter;
  onDraftChange: (next: PreparedFilter) => void;
  onCancel: () => void;
  onApply: () => void;
  onReset: () => void;
}

/** SPEC §2 'Filter Sites': the single-choice prepared status, with Reset. */
const PREPARED_FILTER_GROUPS = ['preparedStatus'] as const;

export function PreparedFilterDialog({
  open,
  draft,
  onDraftChange,
  onCancel,
  onApply,
  onReset,
}: PreparedFilterDialogProps) {
  const t = useT();
  return (
    <ConfirmDialog
      open={open}
      title={t('install.prepared.filterTitle')}
      onCancel={onCancel}
      onApply={onApply}
      onReset={onReset}
      applyLabel={t('install.prepared.apply')}
      cancelLabel={t('install.cancel')}
      resetLabel={t('install.prepared.reset')}
    >
      <FilterPanel
        value={{ ...EMPTY_FILTER_STATE, ...draft }}
        onChange={(next) => onDraftChange({ preparedStatus: next.preparedStatus })}
        groups={PREPARED_FILTER_GROUPS}
      />
    </ConfirmDialog>
  );
}
