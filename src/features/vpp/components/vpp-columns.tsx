import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ListColumn } from '../../../components/list-screen/list-column.ts';
import { paths } from '../../../config/paths.ts';
import { tsoOf } from '../../../domain/filters/tso.ts';
import { formatQuantity } from '../../../domain/format/locale-format.ts';
import { levelText, problemName, readinessText } from '../../../components/problem-words.ts';
import { t } from '../../../i18n/i18n.ts';
import { vppBlockerText, vppStateText } from './vpp-words.ts';
import { canEnrol, canWithdraw } from '../../../domain/vpp/vpp-eligibility.ts';
import type { VppSite } from '../api/list-vpp-sites.ts';
import { assetTexts } from './vpp-assets.ts';

const Small = ({ children }: { children: string }) => (
  <Typography variant="body2" component="span" sx={{ display: 'block' }}>
    {children}
  </Typography>
);

/**
 * The VPP rows' columns: each site with what the VPP needs of it, its state and, for a blocked one, why. Made when
 * the list draws, so the labels are in the language shown.
 */
export const vppColumns = (): readonly ListColumn<VppSite, never>[] => [
  {
    id: 'site',
    label: t('vpp.column.site'),
    cell: (row) => (
      <Link component={RouterLink} to={paths.site({ subUuid: row.subscription })}>
        {row.userReference}
      </Link>
    ),
  },
  { id: 'tso', label: t('vpp.column.tso'), cell: (row) => tsoOf(row) },
  {
    id: 'assets',
    label: t('vpp.column.assets'),
    cell: (row) => assetTexts(row.assets).map((text, index) => <Small key={index}>{text}</Small>),
  },
  {
    id: 'flexibility',
    label: t('vpp.column.flexibility'),
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
    label: t('vpp.column.readiness'),
    cell: (row) => (
      <>
        <Small>{t('vpp.forecasting', { value: readinessText(row.readyForForecastingLabel) })}</Small>
        <Small>{t('vpp.optimization', { value: readinessText(row.readyForOptimizationLabel) })}</Small>
        <Small>{t('vpp.trading', { value: readinessText(row.readyForTradingLabel) })}</Small>
      </>
    ),
  },
  {
    id: 'trading',
    label: t('vpp.column.trading'),
    cell: (row) => (
      <>
        <Small>{t('vpp.supply', { value: t(row.tradingEnabledSupply ? 'vpp.enabled' : 'vpp.off') })}</Small>
        <Small>{t('vpp.feedIn', { value: t(row.tradingEnabledFeedIn ? 'vpp.enabled' : 'vpp.off') })}</Small>
      </>
    ),
  },
  {
    id: 'vppHealth',
    label: t('vpp.column.vppHealth'),
    cell: (row) => (
      <>
        <Small>{levelText(row.vppHealth)}</Small>
        <Small>{t(row.dataFresh ? 'vpp.dataFresh' : 'vpp.dataStale')}</Small>
      </>
    ),
  },
  {
    id: 'enrolment',
    label: t('vpp.column.enrolment'),
    cell: (row) => (
      <>
        <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 700 }}>
          {vppStateText(row.state)}
        </Typography>
        {row.blockers.length > 0 ? (
          <Stack
            component="ul"
            sx={{ m: 0, pl: 2 }}
            aria-label={t('vpp.heldBack', { site: row.userReference })}
          >
            {[...new Set(row.blockers)].map((blocker) => (
              <Typography key={blocker} component="li" variant="body2">
                {vppBlockerText(blocker)}
              </Typography>
            ))}
            {[...new Set(row.blockingProblems)].map((code) => (
              <Typography key={code} component="li" variant="body2">
                {problemName(code)}
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
        aria-label={t('vpp.enrolSite', { site: row.userReference })}
      >
        {t('vpp.enrol')}
      </Button>
    );
  if (canWithdraw(row.state))
    return (
      <Button
        size="small"
        color="error"
        onClick={() => onChange(row, 'withdraw')}
        aria-label={t('vpp.withdrawSite', { site: row.userReference })}
      >
        {t('vpp.withdraw')}
      </Button>
    );
  return null;
}
