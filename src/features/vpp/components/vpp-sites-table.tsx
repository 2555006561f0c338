import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable } from '../../../components/data-table.tsx';
import { paths } from '../../../config/paths.ts';
import { tsoOf } from '../../../domain/filters/tso.ts';
import { LEVEL_LABELS } from '../../../domain/health/health.ts';
import { formatQuantity } from '../../../domain/format/locale-format.ts';
import { problemTitle } from '../../../domain/problems/problems.ts';
import { keyed } from '../../../domain/lists/row-keys.ts';
import { READINESS_LABEL_TEXT } from '../../../domain/sites/statuses.ts';
import { VPP_BLOCKER_TEXT, VPP_STATE_LABELS } from '../../../domain/vpp/vpp-catalogue.ts';
import { canEnrol, canWithdraw } from '../../../domain/vpp/vpp-eligibility.ts';
import type { VppSite } from '../api/list-vpp-sites.ts';
import { assetTexts } from './vpp-assets.ts';

const COLUMNS = [
  { label: 'Site' },
  { label: 'TSO' },
  { label: 'Assets' },
  { label: 'Flexibility', align: 'right' },
  { label: 'Readiness' },
  { label: 'Trading' },
  { label: 'VPP health' },
  { label: 'Enrolment' },
] as const;

export interface VppSitesTableProps {
  rows: readonly VppSite[];
  loading: boolean;
  /** Undefined: the person may not change enrolments (no Actions column). */
  onChange?: ((site: VppSite, action: 'enrol' | 'withdraw') => void) | undefined;
}

const Small = ({ children }: { children: string }) => (
  <Typography variant="body2" component="span" sx={{ display: 'block' }}>
    {children}
  </Typography>
);

/** The VPP rows: each site with what the VPP needs of it, its state and, for a blocked one, why. */
export function VppSitesTable({ rows, loading, onChange }: VppSitesTableProps) {
  const columns = onChange ? [...COLUMNS, { label: 'Actions' }] : COLUMNS;
  return (
    <DataTable
      label="VPP sites"
      columns={columns}
      loading={loading}
      loadingLabel="Loading the sites"
      skeletonRows={8}
    >
      {keyed(rows, (row) => row.subscription).map(([key, row]) => (
        <TableRow key={key} hover data-testid="vpp-row">
          <TableCell>
            <Link component={RouterLink} to={paths.site({ subUuid: row.subscription })}>
              {row.userReference}
            </Link>
          </TableCell>
          <TableCell>{tsoOf(row)}</TableCell>
          <TableCell>
            {assetTexts(row.assets).map((text, index) => (
              <Small key={index}>{text}</Small>
            ))}
          </TableCell>
          <TableCell align="right">
            <Small>{formatQuantity(row.flexiblePowerKw, 'kW')}</Small>
            <Small>{formatQuantity(row.storageKwh, 'kWh')}</Small>
          </TableCell>
          <TableCell>
            <Small>{`Forecasting: ${READINESS_LABEL_TEXT[row.readyForForecastingLabel]}`}</Small>
            <Small>{`Optimization: ${READINESS_LABEL_TEXT[row.readyForOptimizationLabel]}`}</Small>
            <Small>{`Trading: ${READINESS_LABEL_TEXT[row.readyForTradingLabel]}`}</Small>
          </TableCell>
          <TableCell>
            <Small>{`Supply: ${row.tradingEnabledSupply ? 'enabled' : 'off'}`}</Small>
            <Small>{`Feed-in: ${row.tradingEnabledFeedIn ? 'enabled' : 'off'}`}</Small>
          </TableCell>
          <TableCell>
            <Small>{LEVEL_LABELS[row.vppHealth]}</Small>
            <Small>{row.dataFresh ? 'Data fresh' : 'Data stale'}</Small>
          </TableCell>
          <TableCell>
            <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 700 }}>
              {VPP_STATE_LABELS[row.state]}
            </Typography>
            {row.blockers.length > 0 ? (
              <Stack component="ul" sx={{ m: 0, pl: 2 }} aria-label={`Why ${row.userReference} is held back`}>
                {[...new Set(row.blockers)].map((blocker) => (
                  <Typography key={blocker} component="li" variant="body2">
                    {VPP_BLOCKER_TEXT[blocker]}
                  </Typography>
                ))}
                {[...new Set(row.blockingProblems)].map((code) => (
                  <Typography key={code} component="li" variant="body2">
                    {problemTitle(code)}
                  </Typography>
                ))}
              </Stack>
            ) : null}
          </TableCell>
          {onChange ? (
            <TableCell>
              {canEnrol(row.state) ? (
                <Button
                  size="small"
                  variant="contained"
                  onClick={() => onChange(row, 'enrol')}
                  aria-label={`Enrol ${row.userReference}`}
                >
                  Enrol
                </Button>
              ) : canWithdraw(row.state) ? (
                <Button
                  size="small"
                  color="error"
                  onClick={() => onChange(row, 'withdraw')}
                  aria-label={`Withdraw ${row.userReference}`}
                >
                  Withdraw
                </Button>
              ) : null}
            </TableCell>
          ) : null}
        </TableRow>
      ))}
    </DataTable>
  );
}
