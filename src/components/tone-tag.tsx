import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';

export type TagTone = 'default' | 'success' | 'warning' | 'error';

export interface ToneTagProps {
  readonly label: string;
  readonly tone?: TagTone;
  readonly variant?: 'filled' | 'outlined';
}

/**
 * A small label in a tone, drawn as MUI's small Chip (filled or outlined) is, for a label that does nothing: a
 * Chip would bring its chunk (ripple, delete icon, avatar and clickable states) into every list route showing one.
 */
export function ToneTag({ label, tone = 'default', variant = 'filled' }: ToneTagProps) {
  const outlined = variant === 'outlined';
  return (
    <Box
      component="span"
      sx={(theme: Theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        boxSizing: 'border-box',
        height: 24,
        maxWidth: '100%',
        px: outlined ? '7px' : 1,
        borderRadius: '16px',
        fontFamily: theme.typography.fontFamily,
        fontSize: theme.typography.pxToRem(13),
        lineHeight: 1.5,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        verticalAlign: 'middle',
        ...(tone === 'default'
          ? outlined
            ? {
                border: `1px solid ${theme.palette.grey[theme.palette.mode === 'light' ? 400 : 700]}`,
                color: 'text.primary',
              }
            : { bgcolor: 'action.selected', color: 'text.primary' }
          : outlined
            ? { border: `1px solid ${alpha(theme.palette[tone].main, 0.7)}`, color: `${tone}.main` }
            : { bgcolor: `${tone}.main`, color: `${tone}.contrastText` }),
      })}
    >
      {label}
    </Box>
  );
}
