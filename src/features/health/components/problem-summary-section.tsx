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
import { listNoun, listTitle, rowsText, sitesText } from './list-titles.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { problemDescription, problemName } from '../../../components/problem-words.ts';
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
  const t = useT();
  const headingId = useId();
  const loading = t('health.loading', { what: listNoun(list) });
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} component="h2" variant="h2" sx={{ mb: 1 }}>
        {listTitle(list)}
      </Typography>
      {state.status === 'loaded' ? (
        <LoadedSummary list={list} rows={state.rows} />
      ) : state.status === 'failed' ? (
        <ProblemsLoadError what={listNoun(list)} error={state.error} onRetry={onRetry} />
      ) : (
        <>
          {state.status === 'loading' ? <RateLimitWait retrying={state.retrying} /> : null}
          <Box aria-busy="true">
            <LoadingRow label={loading} />
            <LoadingRow label={loading} />
            <LoadingRow label={loading} />
          </Box>
        </>
      )}
    </Paper>
  );
}

function LoadedSummary({ list, rows }: { list: ProblemsListKind; rows: readonly ProblemRow[] }) {
  const t = useT();
  const summaries = useMemo(() => summarizeProblems(rows, list), [rows, list]);
  if (rows.length === 0) return <NoProblems detail={t('health.noneOf', { what: listNoun(list) })} />;
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
          {t('health.totals', { sites: sitesText(countDistinctSites(rows)), rows: rowsText(rows.length) })}
        </Typography>
        <Link component={RouterLink} to={problemsHref(list)}>
          {t('health.showAll', { what: listNoun(list) })}
        </Link>
      </Stack>
      <List aria-label={t('health.byProblem', { title: listTitle(list) })} disablePadding>
        {affected.map((summary) => (
          <ListItem key={summary.code} disablePadding divider>
            <ListItemButton
              component={RouterLink}
              to={problemsHref(list, [summary.code])}
              // On a phone the name and description take a line of their own under the severity and the count:
              // beside both they had some 80 px, too narrow for German words such as "Telemetrielücken".
              sx={{
                columnGap: 2,
                rowGap: 0.5,
                alignItems: 'flex-start',
                py: 1.25,
                flexWrap: { xs: 'wrap', sm: 'nowrap' },
              }}
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
            {t('health.unaffected', { titles: unaffected.map((s) => problemName(s.code)).join(', ') })}
          </Typography>
        </Box>
      ) : null}
    </>
  );
}

function SummaryContent({ summary }: { summary: ProblemSummary }) {
  return (
    <>
      {/* At least the English word's width, wider for a longer word ("Kritisch" is short, other languages are not). */}
      <Box sx={{ minWidth: 88, flexShrink: 0, pt: 0.25 }}>
        <SeverityIndicator severity={summary.severity} />
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0, order: { xs: 1, sm: 0 }, flexBasis: { xs: '100%', sm: 0 } }}>
        <Typography component="span" variant="subtitle2" sx={{ display: 'block' }}>
          {problemName(summary.code)}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {problemDescription(summary.code)}
        </Typography>
      </Box>
      <Typography
        component="span"
        variant="body2"
        sx={{ flexShrink: 0, fontWeight: 600, whiteSpace: 'nowrap', pt: 0.25, ml: { xs: 'auto', sm: 0 } }}
        data-testid="affected-sites"
      >
        {sitesText(summary.sites)}
      </Typography>
    </>
  );
}
