import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import type { DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { DIALOG_DEFAULTS } from '../domain/constants.ts';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** Cancel button, Escape and a click outside. */
  onCancel: () => void;
  onApply: () => void;
  /** When given, a Reset link is shown. */
  onReset?: () => void;
  /** Shows a progress indicator on Apply and disables it. */
  loading?: boolean;
  applyDisabled?: boolean;
  /** SPEC §9: sm by default. */
  maxWidth?: DialogProps['maxWidth'];
  /** SPEC §9: the buttons are in the error colour by default. */
  color?: ButtonProps['color'];
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
  applyLabel = DIALOG_DEFAULTS.applyText,
  cancelLabel = DIALOG_DEFAULTS.cancelText,
  resetLabel = 'Reset',
}: ConfirmDialogProps) {
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
            {resetLabel}
          </Link>
        ) : null}
        <Button color={color} onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button
          color={color}
          variant="contained"
          onClick={onApply}
          disabled={applyDisabled}
          loading={loading}
        >
          {applyLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
