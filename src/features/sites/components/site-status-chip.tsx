import Chip from '@mui/material/Chip';
import { siteStatusLabel, siteStatusTone } from '../../../domain/sites/sites-display.ts';

/** DESIGN §3: a neutral status chip for site statuses (StatusBadge is for installation statuses). */
export function SiteStatusChip({ status }: { status: string }) {
  return (
    <Chip
      size="small"
      label={siteStatusLabel(status)}
      color={siteStatusTone(status)}
      variant={status === 'INACTIVE' ? 'outlined' : 'filled'}
    />
  );
}
