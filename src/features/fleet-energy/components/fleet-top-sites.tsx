import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DataTable } from '../../../components/data-table.tsx';
import { TruncatedText } from '../../../components/truncated-text.tsx';
import { formatCount } from '../../../domain/format/locale-format.ts';
import { problemTitle } from '../../../domain/problems/problems.ts';
import type { FleetEnergySummary } from '../api/get-fleet-energy-summary.ts';
import type { FleetDashboardLinks } from './fleet-dashboard-links.ts';
import { DashboardSection } from './dashboard-section.tsx';
import { keyed } from '../../../domain/lists/row-keys.ts';
import { useT } from '../../../i18n/display-preferences.ts';

/** The sites with the most site problems, each opening its page. */
export function FleetTopSites({
  summary,
  links,
}: {
  summary: FleetEnergySummary;
  links: FleetDashboardLinks;
}) {
  const t = useT();
  return (
    <DashboardSection id="fleet-top-sites" title={t('fleets.topSites')}>
      {summary.topSites.length === 0 ? (
        <Typography>{t('fleets.noProblem')}</Typography>
      ) : (
        <DataTable
          label={t('fleets.topSites')}
          columns={[
            { label: t('fleets.column.site'), align: 'left' },
            { label: t('fleets.column.problems'), align: 'right' },
            { label: t('fleets.column.which'), align: 'left' },
          ]}
          loading={false}
          loadingLabel=""
          skeletonRows={0}
        >
          {keyed(summary.topSites, (site) => site.subscription).map(([key, site]) => (
            <TableRow key={key}>
              <TableCell>
                <TruncatedText text={site.userReference} to={links.site(site.siteUuid)} maxWidth={240} />
              </TableCell>
              <TableCell align="right">{formatCount(site.problemCount)}</TableCell>
              <TableCell>{site.problems.map(problemTitle).join(', ')}</TableCell>
            </TableRow>
          ))}
        </DataTable>
      )}
    </DashboardSection>
  );
}
