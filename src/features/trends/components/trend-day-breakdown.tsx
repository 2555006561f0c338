import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import {
  DIMENSION_LABELS,
  HEALTH_DIMENSIONS,
  HEALTH_LEVELS,
  LEVEL_LABELS,
} from '../../../domain/health/health.ts';
import { formatCount, formatDecimal } from '../../../domain/format/locale-format.ts';
import { problemTitle } from '../../../domain/problems/problems.ts';
import { onlineShare, type TrendSnapshot } from '../../../domain/trends/trend-metrics.ts';
import type { TrendLinks } from './trend-links.ts';

export interface TrendProvider {
  readonly id: string;
  readonly name: string;
}

/** Today's figure, followed to each provider's list (the sites lists are per provider). */
function ProviderLinks({
  label,
  providers,
  href,
}: {
  label: string;
  providers: readonly TrendProvider[];
  href: (providerId: string) => string;
}) {
  return (
    <Stack direction="row" spacing={1} component="span" sx={{ flexWrap: 'wrap', minWidth: 0 }}>
      {providers.map((provider) => (
        <Link
          key={provider.id}
          sx={{ overflowWrap: 'anywhere', minWidth: 0 }}
          component={RouterLink}
          to={href(provider.id)}
          aria-label={`${label}: the sites of ${provider.name}`}
        >
          {provider.name}
        </Link>
      ))}
    </Stack>
  );
}

/**
 * One day's figures. Today's (counted now) lead to the lists that show them; a past day is a kept snapshot — the
 * lists show only the present, so its figures are the breakdown itself.
 */
export function TrendDayBreakdown({
  day,
  links,
  providers,
}: {
  day: TrendSnapshot;
  links: TrendLinks;
  providers: readonly TrendProvider[];
}) {
  const live = day.live;
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {live
          ? 'Counted now: each figure opens the sites or problems behind it.'
          : 'A kept snapshot: the lists show only the present, so this day’s figures are listed here.'}
      </Typography>
      <Typography>
        {`${formatCount(day.sites)} sites, ${formatCount(day.online)} online (${formatDecimal(onlineShare(day))} %), ${formatCount(day.activations)} activated in the 7 days to ${day.date}.`}
      </Typography>
      {live ? (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Typography component="span">Online sites:</Typography>
          <ProviderLinks label="Online sites" providers={providers} href={links.online} />
        </Stack>
      ) : null}
      <Table size="small" aria-label={`Sites by health on ${day.date}`}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Health
            </TableCell>
            {HEALTH_LEVELS.map((level) => (
              <TableCell key={level} component="th" scope="col" align="right">
                {LEVEL_LABELS[level]}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {HEALTH_DIMENSIONS.map((dimension) => (
            <TableRow key={dimension}>
              <TableCell component="th" scope="row">
                {DIMENSION_LABELS[dimension]}
              </TableCell>
              {HEALTH_LEVELS.map((level) => (
                <TableCell key={level} align="right">
                  <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
                    <span>{formatCount(day.health[dimension][level])}</span>
                    {live && day.health[dimension][level] > 0 ? (
                      <ProviderLinks
                        label={`${DIMENSION_LABELS[dimension]}: ${LEVEL_LABELS[level]}`}
                        providers={providers}
                        href={(id) => links.health(id, dimension, level)}
                      />
                    ) : null}
                  </Stack>
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {day.problems.length === 0 ? (
        <Typography>No problems on this day.</Typography>
      ) : (
        <Table size="small" aria-label={`Problems on ${day.date}`}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Problem
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Sites
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {day.problems.map(({ code, count }, index) => (
              <TableRow key={`${code}-${String(index)}`}>
                <TableCell component="th" scope="row">
                  {live ? (
                    <Link component={RouterLink} to={links.problem(code)}>
                      {problemTitle(code)}
                    </Link>
                  ) : (
                    problemTitle(code)
                  )}
                </TableCell>
                <TableCell align="right">{formatCount(count)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
