import Box from '@mui/material/Box';
import { SelectField } from '../../../components/native-select-field.tsx';
import { formatDecimal } from '../../../domain/format/locale-format.ts';
import { GRID_FEE_CT_PER_KWH } from '../../../domain/pricing/price-layers.ts';
import { useT } from '../../../i18n/display-preferences.ts';

/** The URL parameter naming the DSO whose §14a module-3 windows price the grid-fee layer. */
export const DSO_PARAM = 'dso';

/**
 * Which grid fee the layers add: the average DSO fee, or one DSO's time-of-use windows (§14a EnWG module 3).
 * A native select (keyboard and screen readers as the browser gives them; MUI's select put the route over 260 kB).
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
  const t = useT();
  // As wide as its longest choice, not the page: the layers text and the chart take the width.
  return (
    <Box sx={{ alignSelf: 'flex-start', maxWidth: '100%' }}>
      <SelectField
        label={t('pricing.gridFee')}
        value={value ?? ''}
        onChange={(next) => onChange(next === '' ? null : next)}
        options={[
          { value: '', label: t('pricing.averageDso', { fee: formatDecimal(GRID_FEE_CT_PER_KWH, 2) }) },
          ...dsos.map((dso) => ({ value: dso, label: t('pricing.dsoWindows', { dso }) })),
        ]}
      />
    </Box>
  );
}
