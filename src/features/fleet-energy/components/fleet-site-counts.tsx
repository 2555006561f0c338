import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CountCard } from '../../../components/count-card.tsx';
import { sharePercent } from '../../../domain/fleet-energy/fleet-dashboard.ts';
import { HEALTH_DIMENSIONS, HEALTH_LEVELS } from '../../../domain/health/health.ts';
import { formatCount, formatQuantity } from '../../../domain/format/locale-format.ts';
import { problemTitle } from '../../../domain/problems/problems.ts';
import type { FleetEnergySummary } from '../api/get-fleet-energy-summary.ts';
import type { FleetDashboardLinks } from './fleet-dashboard-links.ts';
import { DashboardSection } from './dashboard-section.tsx';
import { keyed } from '../../../domain/lists/row-keys.ts';
import type { HealthDimension, HealthLevel } from '../../../domain/health/health.ts';
import { t as message } from '../../../i18n/i18n.ts';
import { useT } from '../../../i18n/display-preferences.ts';

const dimensionText = (dimension: HealthDimension) => message(`fleets.dimension.${dimension}`);
const levelText = (level: HealthLevel) => message(`fleets.level.${level}`);

/** '412 of 500 online (82 %)' in the language shown (the domain's onlineShareText), numbers in the person's format. */
function onlineShare(online: number, total: number): string {
  const percent = sharePercent(online, total);
  return message('fleets.onlineShare', {
    online: formatCount(online),
    total: formatCount(total),
    share: percent === null ? '' : message('fleets.share', { percent: formatQuantity(percent, '%', 0) }),
  });
}

const cards = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))' };

/** Online share, sites per health level and problem counts: every number opens the list that shows that many. */
export function FleetSiteCounts({
  summary,
  links,
}: {
  summary: FleetEnergySummary;
  links: FleetDashboardLinks;
}) {
  const t = useT();
  return (
    <>
      <DashboardSection id="fleet-online" title={t('fleets.sitesOnline')}>
        <Typography variant="h5" component="p" sx={{ mb: 2 }}>
          <Link component={RouterLink} to={links.online(true)}>
            {onlineShare(summary.online, summary.total)}
          </Link>
        </Typography>
        <Box sx={cards}>
          <CountCard label={t('fleets.countSites')} count={summary.total} href={links.sites()} />
          <CountCard label={t('fleets.countOnline')} count={summary.online} href={links.online(true)} />
          <CountCard label={t('fleets.countOffline')} count={summary.offline} href={links.online(false)} />
        </Box>
      </DashboardSection>
      <DashboardSection id="fleet-health" title={t('fleets.perHealthLevel')}>
        {/* Narrower cell padding on a phone: the German row names ("Standortzustand") do not wrap. */}
        <Table
          size="small"
          aria-labelledby="fleet-health"
          sx={{ maxWidth: 560, '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('fleets.dimension')}</TableCell>
              {HEALTH_LEVELS.map((level) => (
                <TableCell key={level} align="right">
                  {levelText(level)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {HEALTH_DIMENSIONS.map((dimension) => (
              <TableRow key={dimension}>
                <TableCell component="th" scope="row">
                  {dimensionText(dimension)}
                </TableCell>
                {HEALTH_LEVELS.map((level) => (
                  <TableCell key={level} align="right">
                    <Link
                      component={RouterLink}
                      to={links.health(dimension, level)}
                      aria-label={t('fleets.healthLink', {
                        n: formatCount(summary.health[dimension][level]),
                        dimension: dimensionText(dimension),
                        level: levelText(level),
                      })}
                    >
                      {formatCount(summary.health[dimension][level])}
                    </Link>
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DashboardSection>
      <DashboardSection id="fleet-problems" title={t('fleets.siteProblems')}>
        {summary.problems.length === 0 ? (
          <Typography>{t('fleets.noProblem')}</Typography>
        ) : (
          <Box sx={cards}>
            {keyed(summary.problems, (problem) => problem.code).map(([key, problem]) => (
              <CountCard
                key={key}
                label={problemTitle(problem.code)}
                count={problem.count}
                href={links.problem(problem.code)}
              />
            ))}
          </Box>
        )}
      </DashboardSection>
    </>
  );
}
