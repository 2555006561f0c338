import Box from '@mui/material/Box';
import { optionText, type JumpGroup } from '../../../domain/search/jump-groups.ts';
import { formatCount } from '../../../domain/format/locale-format.ts';
import type { MessageKey } from '../../../i18n/catalogue-types.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { targetKey, type JumpTarget } from '../../../domain/search/jump-target.ts';

export interface JumpListboxProps {
  readonly id: string;
  readonly groups: readonly JumpGroup[];
  readonly activeKey: string | null;
  readonly optionId: (target: JumpTarget) => string;
  /** The recent items: each option names its kind. */
  readonly recent: boolean;
  readonly onPoint: (target: JumpTarget) => void;
  readonly onChoose: (target: JumpTarget) => void;
}

/** Each kind's group heading and its name on a recent item (src/domain/search/jump-groups.ts has the English). */
const GROUP_TITLES: Readonly<Record<JumpTarget['kind'], MessageKey>> = {
  site: 'jump.group.site',
  gateway: 'jump.group.gateway',
  charger: 'jump.group.charger',
  fleet: 'jump.group.fleet',
  installation: 'jump.group.installation',
};
const KIND_NAMES: Readonly<Record<JumpTarget['kind'], MessageKey>> = {
  site: 'jump.kind.site',
  gateway: 'jump.kind.gateway',
  charger: 'jump.kind.charger',
  fleet: 'jump.kind.fleet',
  installation: 'jump.kind.installation',
};

/**
 * The results as one listbox of groups (WAI-ARIA combobox with listbox popup): the focus stays in the field, the
 * active option is named by aria-activedescendant and scrolled into view. Labels are text, never markup.
 */
export function JumpListbox(props: JumpListboxProps) {
  const { id, groups, activeKey, optionId, recent, onPoint, onChoose } = props;
  const t = useT();
  // An option's words in the language shown: a live view is the site's "Live stream", the others the hit's own.
  const textOf = (target: JumpTarget) =>
    target.kind === 'site' && target.view === 'live'
      ? {
          primary: t('jump.live', { label: target.hit.label }),
          secondary: t('jump.liveDetail', { detail: target.hit.detail }),
        }
      : optionText(target);
  return (
    <Box
      id={id}
      role="listbox"
      aria-label={recent ? t('jump.recentItems') : t('jump.results')}
      sx={{ px: 1 }}
    >
      {groups.map((group, index) => {
        const headingId = `${id}-group-${index}`;
        const title = recent ? t('jump.recent') : t(GROUP_TITLES[group.kind]);
        const heading =
          group.countTotal > group.shown
            ? t('jump.more', { title, shown: formatCount(group.shown), total: formatCount(group.countTotal) })
            : title;
        return (
          <Box key={group.title} role="group" aria-labelledby={headingId}>
            <Box
              id={headingId}
              role="presentation"
              sx={{ px: 1, pt: 1.5, pb: 0.5, fontSize: '0.75rem', fontWeight: 700, color: 'text.secondary' }}
            >
              {heading}
            </Box>
            {group.targets.map((target) => {
              const key = targetKey(target);
              const active = key === activeKey;
              const text = textOf(target);
              return (
                <Box
                  key={key}
                  id={optionId(target)}
                  role="option"
                  aria-selected={active}
                  ref={(element: HTMLElement | null) => {
                    if (active) element?.scrollIntoView?.({ block: 'nearest' });
                  }}
                  onMouseMove={() => onPoint(target)}
                  // The focus stays in the field (pointer down would move it here).
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => onChoose(target)}
                  sx={{
                    px: 1,
                    py: 0.75,
                    borderRadius: 1,
                    cursor: 'pointer',
                    pl: target.kind === 'site' && target.view === 'live' ? 3 : 1,
                    bgcolor: active ? 'action.selected' : undefined,
                  }}
                >
                  <Box sx={{ fontSize: '0.875rem', overflowWrap: 'anywhere' }}>
                    {recent
                      ? t('jump.recentOption', { kind: t(KIND_NAMES[target.kind]), label: text.primary })
                      : text.primary}
                  </Box>
                  <Box sx={{ fontSize: '0.75rem', color: 'text.secondary', overflowWrap: 'anywhere' }}>
                    {text.secondary}
                  </Box>
                </Box>
              );
            })}
          </Box>
        );
      })}
    </Box>
  );
}
