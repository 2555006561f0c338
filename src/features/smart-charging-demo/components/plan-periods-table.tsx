import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useMemo } from 'react';
import { formatDecimal, formatZonedInstant } from '../../../domain/format/locale-format.ts';
import { planPeriods } from '../../../domain/sales/plan-periods.ts';
import type { ChargePlan } from '../../../domain/sales/planner.ts';
import { useT } from '../../../i18n/display-preferences.ts';

/** Why the plan charges or waits, period by period (a focusable region: it scrolls with the keyboard). */
export function PlanPeriodsTable({ plan, timeZone }: { plan: ChargePlan; timeZone: string }) {
  const t = useT();
  const periods = useMemo(() => planPeriods(plan), [plan]);
  const at = (ms: number) => formatZonedInstant(new Date(ms), timeZone, 'minute');
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={t('sales.charging.periodsRegion')}
      sx={{ maxHeight: 420 }}
    >
      <Table size="small" stickyHeader aria-label={t('sales.charging.periodsTable')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('sales.charging.from')}</TableCell>
            <TableCell>{t('sales.charging.until')}</TableCell>
            <TableCell align="right">{t('sales.charging.powerKw')}</TableCell>
            <TableCell align="right">{t('sales.charging.energyKwh')}</TableCell>
            <TableCell>{t('sales.charging.reason')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {periods.map((period) => (
            <TableRow key={period.start}>
              <TableCell>{at(period.start)}</TableCell>
              <TableCell>{at(period.end)}</TableCell>
              <TableCell align="right">{formatDecimal(period.powerKw, 1)}</TableCell>
              <TableCell align="right">{formatDecimal(period.energyKwh, 1)}</TableCell>
              <TableCell>{period.reason}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
