import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ListColumn } from '../../../components/list-screen/list-column.ts';
import { paths } from '../../../config/paths.ts';
import { tsoOf } from '../../../domain/filters/tso.ts';
import { LEVEL_LABELS } from '../../../domain/health/health.ts';
import { formatQuantity } from '../../../domain/format/locale-format.ts';
import { problemTitle } from '../../../domain/problems/problems.ts';
import { READINESS_LABEL_TEXT } from '../../../domain/sites/statuses.ts';
import { VPP_BLOCKER_TEXT, VPP_STATE_LABELS } from '../../../domain/vpp/vpp-catalogue.ts';
import { canEnrol, canWithdraw } from '../../../domain/vpp/vpp-eligibility.ts';
import type { VppSite } from '../api/list-vpp-sites.ts';
import { assetTexts } from './vpp-assets.ts';

const Small = ({ children }: { children: string }) => (
  <Typography variant="body2" component="span" sx={{ display: 'block' }}>
    {children}
  </Typography>
);

/** The VPP rows' columns: each site with what the VPP needs of it, its state and, for a blocked one, why. */
export const VPP_COLUMNS: readonly ListColumn<VppSite, never>[] = [
  {
    id: 'site',
    label: 'Site',
    cell: (row) => (
      <Link component={RouterLink} to={paths.site({ subUuid: row.subscription })}>
        {row.userReference}
      </Link>
    ),
  },
  { id: 'tso', label: 'TSO', cell: (row) => tsoOf(row) },
  {
    id: 'assets',
    label: 'Assets',
    cell: (row) => assetTexts(row.assets).map((text, index) => <Small key={index}>{text}</Small>),
  },
  {
    id: 'flexibility',
    label: 'Flexibility',
    align: 'right',
    cell: (row) => (
      <>
        <Small>{formatQuantity(row.flexiblePowerKw, 'kW')}</Small>
        <Small>{formatQuantity(row.storageKwh, 'kWh')}</Small>
      </>
    ),
  },
  {
    id: 'readiness',
    label: 'Readiness',
    cell: (row) => (
      <>
        <Small>{`Forecasting: ${READINESS_LABEL_TEXT[row.readyForForecastingLabel]}`}</Small>
        <Small>{`Optimization: ${READINESS_LABEL_TEXT[row.readyForOptimizationLabel]}`}</Small>
        <Small>{`Trading: ${READINESS_LABEL_TEXT[row.readyForTradingLabel]}`}</Small>
      </>
    ),
  },
  {
    id: 'trading',
    label: 'Trading',
    cell: (row) => (
      <>
        <Small>{`Supply: ${row.tradingEnabledSupply ? 'enabled' : 'off'}`}</Small>
        <Small>{`Feed-in: ${row.tradingEnabledFeedIn ? 'enabled' : 'off'}`}</Small>
      </>
    ),
  },
  {
    id: 'vppHealth',
    label: 'VPP health',
    cell: (row) => (
      <>
        <Small>{LEVEL_LABELS[row.vppHealth]}</Small>
        <Small>{row.dataFresh ? 'Data fresh' : 'Data stale'}</Small>
      </>
    ),
  },
  {
    id: 'enrolment',
    label: 'Enrolment',
    cell: (row) => (
      <>
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
      </>
    ),
  },
];

/** A row's Enrol or Withdraw button (the Actions cell), or nothing when its state allows neither. */
export function vppAction(
  row: VppSite,
  onChange: (site: VppSite, action: 'enrol' | 'withdraw') => void,
): ReactNode {
  if (canEnrol(row.state))
    return (
      <Button
        size="small"
        variant="contained"
        onClick={() => onChange(row, 'enrol')}
        aria-label={`Enrol ${row.userReference}`}
      >
        Enrol
      </Button>
    );
  if (canWithdraw(row.state))
    return (
      <Button
        size="small"
        color="error"
        onClick={() => onChange(row, 'withdraw')}
        aria-label={`Withdraw ${row.userReference}`}
      >
        Withdraw
      </Button>
    );
  return null;
}
