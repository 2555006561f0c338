import Box from '@mui/material/Box';
import { optionText, type JumpGroup } from '../../../domain/search/jump-groups.ts';
import { targetKey, type JumpTarget } from '../../../domain/search/jump-target.ts';
import { formatCount } from '../../../domain/format/locale-format.ts';

export interface JumpListboxProps {
  readonly id: string;
  readonly groups: readonly JumpGroup[];
  readonly activeKey: string | null;
  readonly optionId: (target: JumpTarget) => string;
  /** The recent items: each option names its kind. */
  readonly recent: boolean;
  readonly kindName: (target: JumpTarget) => string;
  readonly onPoint: (target: JumpTarget) => void;
  readonly onChoose: (target: JumpTarget) => void;
}

/**
 * The results as one listbox of groups (WAI-ARIA combobox with listbox popup): the focus stays in the field, the
 * active option is named by aria-activedescendant and scrolled into view. Labels are text, never markup.
 */
export function JumpListbox(props: JumpListboxProps) {
  const { id, groups, activeKey, optionId, recent, kindName, onPoint, onChoose } = props;
  return (
    <Box id={id} role="listbox" aria-label={recent ? 'Recent items' : 'Results'} sx={{ px: 1 }}>
      {groups.map((group, index) => {
        const headingId = `${id}-group-${index}`;
        const more =
          group.countTotal > group.shown ? ` — ${group.shown} of ${formatCount(group.countTotal)}` : '';
        return (
          <Box key={group.title} role="group" aria-labelledby={headingId}>
            <Box
              id={headingId}
              role="presentation"
              sx={{ px: 1, pt: 1.5, pb: 0.5, fontSize: '0.75rem', fontWeight: 700, color: 'text.secondary' }}
            >
              {`${group.title}${more}`}
            </Box>
            {group.targets.map((target) => {
              const key = targetKey(target);
              const active = key === activeKey;
              const text = optionText(target);
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
                    {recent ? `${kindName(target)}: ${text.primary}` : text.primary}
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
