import { CheckCircleOutlinedIcon } from '../../../components/icons/check-circle-outlined.tsx';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/display-preferences.ts';

export interface NoProblemsProps {
  title?: string;
  detail?: ReactNode;
  /** e.g. a button that clears the filters. */
  action?: ReactNode;
}

export function NoProblems({ title, detail, action }: NoProblemsProps) {
  const t = useT();
  return (
    <Stack role="status" spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 4 }}>
      <CheckCircleOutlinedIcon color="success" fontSize="large" aria-hidden />
      <Typography component="p" variant="h6">
        {title ?? t('health.noProblems')}
      </Typography>
      {detail ? <Typography color="text.secondary">{detail}</Typography> : null}
      {action}
    </Stack>
  );
}
