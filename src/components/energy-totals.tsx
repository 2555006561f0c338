import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatQuantity } from '../domain/format/locale-format.ts';

export interface EnergyTotal {
  readonly label: string;
  /** kWh; null when nothing was measured ('–', never 0). */
  readonly kwh: number | null;
}

/**
 * Energy totals as cards in a definition list (a site's energy history, a fleet's daily energy). A dl may hold only
 * dt/dd groups, each optionally wrapped in one div: the card is that div. (A card around a CardContent put two divs
 * between the dl and its dt: axe's definition-list and dlitem rules, found at the staff hour.) The card is MUI's
 * outlined Card drawn as its Paper (all a Card adds is `overflow: hidden`): its module was the screen's only Card.
 */
export function EnergyTotals({ totals, decimals }: { totals: readonly EnergyTotal[]; decimals: number }) {
  return (
    <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, m: 0 }}>
      {totals.map((total) => (
        <Paper
          key={total.label}
          variant="outlined"
          sx={{ overflow: 'hidden', minWidth: 150, px: 2, py: 1.5 }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {total.label}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {total.kwh === null ? '–' : formatQuantity(total.kwh, 'kWh', decimals)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
