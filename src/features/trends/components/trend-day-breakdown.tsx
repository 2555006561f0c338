import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { HEALTH_DIMENSIONS, HEALTH_LEVELS } from '../../../domain/health/health.ts';
import { t } from '../../../i18n/i18n.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { formatCount, formatDecimal } from '../../../domain/format/locale-format.ts';
import { problemTitle } from '../../../domain/problems/problems.ts';
import { onlineShare, type TrendSnapshot } from '../../../domain/trends/trend-metrics.ts';
import type { TrendLinks } from './trend-links.ts';
import { SidewaysTable } from '../../../components/sideways-table.tsx';

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
          aria-label={t('trends.sitesOf', { label, provider: provider.name })}
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
  useT();
  const live = day.live;
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {live ? t('trends.countedNow') : t('trends.keptSnapshot')}
      </Typography>
      <Typography>
        {t('trends.daySummary', {
          sites: formatCount(day.sites),
          online: formatCount(day.online),
          share: formatDecimal(onlineShare(day)),
          activations: formatCount(day.activations),
          date: day.date,
        })}
      </Typography>
      {live ? (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Typography component="span">{t('trends.onlineSitesColon')}</Typography>
          <ProviderLinks label={t('trends.onlineSites')} providers={providers} href={links.online} />
        </Stack>
      ) : null}
      <SidewaysTable label={t('trends.healthOn', { date: day.date })}>
        <Table size="small" aria-label={t('trends.healthOn', { date: day.date })}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('trends.health')}
              </TableCell>
              {HEALTH_LEVELS.map((level) => (
                <TableCell key={level} component="th" scope="col" align="right">
                  {t(`trends.level.${level}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {HEALTH_DIMENSIONS.map((dimension) => (
              <TableRow key={dimension}>
                <TableCell component="th" scope="row">
                  {t(`trends.dimension.${dimension}`)}
                </TableCell>
                {HEALTH_LEVELS.map((level) => (
                  <TableCell key={level} align="right">
                    <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
                      <span>{formatCount(day.health[dimension][level])}</span>
                      {live && day.health[dimension][level] > 0 ? (
                        <ProviderLinks
                          label={t('trends.dimensionLevel', {
                            dimension: t(`trends.dimension.${dimension}`),
                            level: t(`trends.level.${level}`),
                          })}
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
      </SidewaysTable>
      {day.problems.length === 0 ? (
        <Typography>{t('trends.noProblems')}</Typography>
      ) : (
        <SidewaysTable label={t('trends.problemsOn', { date: day.date })}>
          <Table size="small" aria-label={t('trends.problemsOn', { date: day.date })}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {t('trends.problem')}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {t('trends.sites')}
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
        </SidewaysTable>
      )}
    </Stack>
  );
}
