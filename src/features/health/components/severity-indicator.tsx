import { ErrorIcon } from '../../../components/icons/error.tsx';
import { InfoIcon } from '../../../components/icons/info.tsx';
import { WarningIcon } from '../../../components/icons/warning.tsx';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { severityText } from '../../../components/problem-words.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import type { ProblemSeverity } from '../../../domain/problems/problems.ts';

const ICONS = { critical: ErrorIcon, warning: WarningIcon, info: InfoIcon } as const;
const COLORS = { critical: 'error', warning: 'warning', info: 'info' } as const;

/** Icon, colour and the word: the severity never depends on colour alone. */
export function SeverityIndicator({ severity }: { severity: ProblemSeverity }) {
  useT();
  const Icon = ICONS[severity];
  return (
    <Box
      component="span"
      data-severity={severity}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
    >
      <Icon fontSize="small" color={COLORS[severity]} aria-hidden />
      <Typography component="span" variant="body2" color="text.secondary">
        {severityText(severity)}
      </Typography>
    </Box>
  );
}
