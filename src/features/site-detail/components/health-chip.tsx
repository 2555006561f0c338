import Chip from '@mui/material/Chip';
import type { HealthLevel } from '../../../domain/health/health.ts';
import { HEALTH_LEVEL_TEXT, healthTone } from '../../../domain/sites/sites-display.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { tOr } from '../../../i18n/i18n.ts';

export function HealthChip({ level }: { level: HealthLevel }) {
  useT();
  return (
    <Chip
      size="small"
      label={tOr(`siteDetail.level.${level}`, HEALTH_LEVEL_TEXT[level])}
      color={healthTone(level)}
      variant={level === 'good' ? 'outlined' : 'filled'}
    />
  );
}
