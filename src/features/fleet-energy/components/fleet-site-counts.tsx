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
import { onlineShareText } from '../../../domain/fleet-energy/fleet-dashboard.ts';
import { HEALTH_DIMENSIONS, HEALTH_LEVELS } from '../../../domain/health/health.ts';
import { formatCount } from '../../../domain/format/locale-format.ts';
import { problemTitle } from '../../../domain/problems/problems.ts';
import type { FleetEnergySummary } from '../api/get-fleet-energy-summary.ts';
import type { FleetDashboardLinks } from './fleet-dashboard-links.ts';
import { DashboardSection } from './dashboard-section.tsx';
import { keyed } from '../../../domain/lists/row-keys.ts';

const DIMENSION_TEXT = { overall: 'Site health', iot: 'IoT health', vpp: 'VPP health' } as const;
const LEVEL_TEXT = { good: 'Good', moderate: 'Moderate', critical: 'Critical' } as const;

const cards = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))' };

/** Online share, sites per health level and problem counts: every number opens the list that shows that many. */
export function FleetSiteCounts({
  summary,
  links,
}: {
  summary: FleetEnergySummary;
  links: FleetDashboardLinks;
}) {
  return (
    <>
      <DashboardSection id="fleet-online" title="Sites online">
        <Typography variant="h5" component="p" sx={{ mb: 2 }}>
          <Link component={RouterLink} to={links.online(true)}>
            {onlineShareText(summary.online, summary.total)}
          </Link>
        </Typography>
        <Box sx={cards}>
          <CountCard label="Sites" count={summary.total} href={links.sites()} />
          <CountCard label="Online" count={summary.online} href={links.online(true)} />
          <CountCard label="Offline" count={summary.offline} href={links.online(false)} />
        </Box>
      </DashboardSection>
      <DashboardSection id="fleet-health" title="Sites per health level">
        <Table size="small" aria-labelledby="fleet-health" sx={{ maxWidth: 560 }}>
          <TableHead>
            <TableRow>
              <TableCell>Dimension</TableCell>
              {HEALTH_LEVELS.map((level) => (
                <TableCell key={level} align="right">
                  {LEVEL_TEXT[level]}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {HEALTH_DIMENSIONS.map((dimension) => (
              <TableRow key={dimension}>
                <TableCell component="th" scope="row">
                  {DIMENSION_TEXT[dimension]}
                </TableCell>
                {HEALTH_LEVELS.map((level) => (
                  <TableCell key={level} align="right">
                    <Link
                      component={RouterLink}
                      to={links.health(dimension, level)}
                      aria-label={`${formatCount(summary.health[dimension][level])} sites with ${DIMENSION_TEXT[dimension]}: ${LEVEL_TEXT[level]}`}
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
      <DashboardSection id="fleet-problems" title="Site problems">
        {summary.problems.length === 0 ? (
          <Typography>No site of this fleet has a problem.</Typography>
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
