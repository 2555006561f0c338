import { CheckCircleOutlinedIcon } from '../../../components/icons/check-circle-outlined.tsx';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LoadingRow } from '../../../components/loading-row.tsx';
import { countDistinctSites, summarizeProblems } from '../../../domain/problems/problems.ts';
import type { ProblemSummary } from '../../../domain/problems/problems.ts';
import type { ProblemRow, ProblemsListKind } from '../api/list-problem-rows.ts';
import type { ProblemRowsState } from '../api/list-problem-rows.ts';
import { problemsHref } from '../hooks/problems-url.ts';
import { LIST_NOUNS, LIST_TITLES, rowsText, sitesText } from './list-titles.ts';
import { NoProblems } from './no-problems.tsx';
import { ProblemsLoadError } from './problems-load-error.tsx';
import { SeverityIndicator } from './severity-indicator.tsx';
import { RateLimitWait } from '../../../components/rate-limit-wait.tsx';

export interface ProblemSummarySectionProps {
  list: ProblemsListKind;
  state: ProblemRowsState;
  onRetry: () => void;
}

/** One list on the overview: per code its severity, user text, affected sites and a link to its rows. */
export function ProblemSummarySection({ list, state, onRetry }: ProblemSummarySectionProps) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} component="h2" variant="h2" sx={{ mb: 1 }}>
        {LIST_TITLES[list]}
      </Typography>
      {state.status === 'loaded' ? (
        <LoadedSummary list={list} rows={state.rows} />
      ) : state.status === 'failed' ? (
        <ProblemsLoadError what={LIST_NOUNS[list]} error={state.error} onRetry={onRetry} />
      ) : (
        <>
          {state.status === 'loading' ? <RateLimitWait retrying={state.retrying} /> : null}
          <Box aria-busy="true">
            <LoadingRow label={`Loading ${LIST_NOUNS[list]}`} />
            <LoadingRow label={`Loading ${LIST_NOUNS[list]}`} />
            <LoadingRow label={`Loading ${LIST_NOUNS[list]}`} />
          </Box>
        </>
      )}
    </Paper>
  );
}

function LoadedSummary({ list, rows }: { list: ProblemsListKind; rows: readonly ProblemRow[] }) {
  const summaries = useMemo(() => summarizeProblems(rows, list), [rows, list]);
  if (rows.length === 0) return <NoProblems detail={`No site has any of the ${LIST_NOUNS[list]}.`} />;
  const affected = summaries.filter((s) => s.sites > 0);
  const unaffected = summaries.filter((s) => s.sites === 0);
  return (
    <>
      <Stack
        direction="row"
        sx={{
          alignItems: 'baseline',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          columnGap: 2,
          mb: 1,
        }}
      >
        <Typography color="text.secondary" data-testid="problems-totals">
          {sitesText(countDistinctSites(rows))} affected · {rowsText(rows.length)}
        </Typography>
        <Link component={RouterLink} to={problemsHref(list)}>
          Show all {LIST_NOUNS[list]}
        </Link>
      </Stack>
      <List aria-label={`${LIST_TITLES[list]} by problem`} disablePadding>
        {affected.map((summary) => (
          <ListItem key={summary.code} disablePadding divider>
            <ListItemButton
              component={RouterLink}
              to={problemsHref(list, [summary.code])}
              sx={{ gap: 2, alignItems: 'flex-start', py: 1.25 }}
            >
              <SummaryContent summary={summary} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {unaffected.length > 0 ? (
        <Box sx={{ mt: 2 }}>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}
          >
            <CheckCircleOutlinedIcon fontSize="small" color="success" aria-hidden />
            No site affected by: {unaffected.map((s) => s.title).join(', ')}
          </Typography>
        </Box>
      ) : null}
    </>
  );
}

function SummaryContent({ summary }: { summary: ProblemSummary }) {
  return (
    <>
      <Box sx={{ width: 88, flexShrink: 0, pt: 0.25 }}>
        <SeverityIndicator severity={summary.severity} />
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography component="span" variant="subtitle2" sx={{ display: 'block' }}>
          {summary.title}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {summary.text}
        </Typography>
      </Box>
      <Typography
        component="span"
        variant="body2"
        sx={{ flexShrink: 0, fontWeight: 600, whiteSpace: 'nowrap', pt: 0.25 }}
        data-testid="affected-sites"
      >
        {sitesText(summary.sites)}
      </Typography>
    </>
  );
}
