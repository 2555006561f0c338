import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import type { DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { useRef, type ReactNode } from 'react';
import { DIALOG_DEFAULTS } from '../domain/shared/constants.ts';
import { useT } from '../i18n/display-preferences.ts';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** Cancel button, Escape and a click outside. */
  onCancel: () => void;
  /**
   * Apply. When it returns a promise (a write's `mutateAsync`), Apply does nothing more until it settles; a write
   * sent with `useWrite` is sent once however often Apply is pressed, and never while the dialog is closing.
   */
  onApply: () => unknown;
  /** When given, a Reset link is shown. */
  onReset?: () => void;
  /** Shows a progress indicator on Apply and disables it. */
  loading?: boolean;
  applyDisabled?: boolean;
  /** SPEC §9: sm by default. */
  maxWidth?: DialogProps['maxWidth'];
  /** SPEC §9: the buttons are in the error colour by default. */
  color?: ButtonProps['color'];
  /** The buttons' words; left out, the shared ones in the language shown (Apply, Cancel, Reset in English). */
  applyLabel?: string;
  cancelLabel?: string;
  resetLabel?: string;
}

export function ConfirmDialog({
  open,
  title,
  children,
  onCancel,
  onApply,
  onReset,
  loading = false,
  applyDisabled = false,
  maxWidth = DIALOG_DEFAULTS.maxWidth,
  color = DIALOG_DEFAULTS.applyColor,
  applyLabel,
  cancelLabel,
  resetLabel,
}: ConfirmDialogProps) {
  const t = useT();
  // Checked and set in the click itself: the second click of a double-click comes before any re-render.
  const applying = useRef(false);
  const apply = () => {
    // A closing dialog still shows its buttons for the exit transition: a click there is not a new Apply.
    if (!open || loading || applyDisabled || applying.current) return;
    const outcome = onApply();
    if (!(outcome instanceof Promise)) return;
    applying.current = true;
    outcome
      .catch(() => undefined)
      .finally(() => {
        applying.current = false;
      });
  };
  return (
    <Dialog open={open} onClose={onCancel} maxWidth={maxWidth} fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent aria-busy={loading}>{children}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {onReset ? (
          <Link
            component="button"
            type="button"
            color={color === 'inherit' ? 'inherit' : color}
            onClick={onReset}
            sx={{ mr: 'auto' }}
          >
            {resetLabel ?? t('lists.reset')}
          </Link>
        ) : null}
        <Button color={color} onClick={onCancel}>
          {cancelLabel ?? t('lists.dialog.cancel')}
        </Button>
        <Button color={color} variant="contained" onClick={apply} disabled={applyDisabled} loading={loading}>
          {applyLabel ?? t('lists.dialog.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
