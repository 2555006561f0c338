import Chip from '@mui/material/Chip';
import type { HealthLevel } from '../../../domain/health/health.ts';
import { HEALTH_LEVEL_TEXT, healthTone } from '../../../domain/sites/sites-display.ts';

export function HealthChip({ level }: { level: HealthLevel }) {
  return (
    <Chip
      size="small"
      label={HEALTH_LEVEL_TEXT[level]}
      color={healthTone(level)}
      variant={level === 'good' ? 'outlined' : 'filled'}
    />
  );
}
