import { CircleIcon } from '../../../components/icons/circle.tsx';
import Box from '@mui/material/Box';
import { HEALTH_DIMENSIONS } from '../../../domain/health/health.ts';
import { healthText } from '../../../components/problem-words.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import type { Health, HealthLevel } from '../../../domain/health/health.ts';

const LEVEL_COLORS: Readonly<Record<HealthLevel, 'success' | 'warning' | 'error'>> = {
  good: 'success',
  moderate: 'warning',
  critical: 'error',
};

/** A row's three health values, labelled exactly like the health filter ('IoT Health: Moderate'). */
export function HealthLevels({ health }: { health: Health }) {
  useT();
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {HEALTH_DIMENSIONS.map((dimension) => {
        const level = health[dimension];
        return (
          <Box
            component="li"
            key={dimension}
            data-health={`${dimension}:${level}`}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap' }}
          >
            <CircleIcon color={LEVEL_COLORS[level]} sx={{ fontSize: 10 }} aria-hidden />
            {healthText(dimension, level)}
          </Box>
        );
      })}
    </Box>
  );
}
