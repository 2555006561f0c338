import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n/display-preferences.ts';

export interface ListFilterFrameProps {
  /** The panel's heading ("Filters", "Filter Sites"). */
  title?: string;
  /** The panel's accessible name ("Charger filters"); the heading when left out. */
  label?: string;
  onReset: () => void;
  resetDisabled: boolean;
  children: ReactNode;
}

/**
 * The frame of a list screen's filter panel: its heading and Reset, its sections below. Beside the table it stays in
 * view on its own scroll, so a long panel never pushes the rows down.
 */
export function ListFilterFrame({ title, label, onReset, resetDisabled, children }: ListFilterFrameProps) {
  const titleId = useId();
  const t = useT();
  return (
    <Paper
      component="section"
      variant="outlined"
      {...(label === undefined ? { 'aria-labelledby': titleId } : { 'aria-label': label })}
      sx={{
        p: 2,
        alignSelf: 'start',
        position: { md: 'sticky' },
        top: { md: 16 },
        maxHeight: { md: 'calc(100vh - 32px)' },
        overflowY: { md: 'auto' },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {title ?? t('lists.filters')}
        </Typography>
        <Button size="small" onClick={onReset} disabled={resetDisabled}>
          {t('lists.reset')}
        </Button>
      </Stack>
      {children}
    </Paper>
  );
}
