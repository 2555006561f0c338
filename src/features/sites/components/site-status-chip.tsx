import { ToneTag } from '../../../components/tone-tag.tsx';
import { siteStatusTone } from '../../../domain/sites/sites-display.ts';
import { siteStatusText } from '../../../components/filter-words.ts';
import { useT } from '../../../i18n/display-preferences.ts';

/** DESIGN §3: a neutral status chip for site statuses (StatusBadge is for installation statuses). */
export function SiteStatusChip({ status }: { status: string }) {
  useT();
  return (
    <ToneTag
      label={siteStatusText(status)}
      tone={siteStatusTone(status)}
      variant={status === 'INACTIVE' ? 'outlined' : 'filled'}
    />
  );
}
