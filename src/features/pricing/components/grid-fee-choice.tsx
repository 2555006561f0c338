import TextField from '@mui/material/TextField';
import { formatDecimal } from '../../../domain/locale-format.ts';
import { GRID_FEE_CT_PER_KWH } from '../../../domain/pricing/price-layers.ts';

/** The URL parameter naming the DSO whose §14a module-3 windows price the grid-fee layer. */
export const DSO_PARAM = 'dso';

/**
 * Which grid fee the layers add: the average DSO fee, or one DSO's time-of-use windows (issue #33, §14a EnWG module 3).
 * A native select (keyboard and screen readers as the browser gives them, no popover chunk).
 */
export function GridFeeChoice({
  dsos,
  value,
  onChange,
}: {
  dsos: readonly string[];
  value: string | null;
  onChange: (dso: string | null) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label="Grid fee"
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      slotProps={{ select: { native: true } }}
      sx={{ minWidth: 0, maxWidth: '100%', alignSelf: 'flex-start' }}
    >
      <option value="">{`Average DSO (${formatDecimal(GRID_FEE_CT_PER_KWH, 2)} ct/kWh)`}</option>
      {dsos.map((dso) => (
        <option key={dso} value={dso}>
          {`${dso}: time-of-use windows (§14a module 3)`}
        </option>
      ))}
    </TextField>
  );
}
