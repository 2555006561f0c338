import { ToneTag } from '../../../components/tone-tag.tsx';
import { siteStatusLabel, siteStatusTone } from '../../../domain/sites/sites-display.ts';

/** DESIGN §3: a neutral status chip for site statuses (StatusBadge is for installation statuses). */
export function SiteStatusChip({ status }: { status: string }) {
  return (
    <ToneTag
      label={siteStatusLabel(status)}
      tone={siteStatusTone(status)}
      variant={status === 'INACTIVE' ? 'outlined' : 'filled'}
    />
  );
}
