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

const COLUMNS = [
  { label: 'Site', align: 'left' as const },
  { label: 'Problems', align: 'right' as const },
  { label: 'Which', align: 'left' as const },
];

/** The sites with the most site problems, each opening its page. */
export function FleetTopSites({
  summary,
  links,
}: {
  summary: FleetEnergySummary;
  links: FleetDashboardLinks;
}) {
  return (
    <DashboardSection id="fleet-top-sites" title="Sites with the most problems">
      {summary.topSites.length === 0 ? (
        <Typography>No site of this fleet has a problem.</Typography>
      ) : (
        <DataTable
          label="Sites with the most problems"
          columns={COLUMNS}
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
