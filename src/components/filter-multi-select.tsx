import Box from '@mui/material/Box';
import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { FilterOption } from './filter-checkbox-group.tsx';
import { ArrowDropDownIcon } from './icons/arrow-drop-down.tsx';
import { loadedPart } from './loaded-part.ts';
import { OutlinedField } from './outlined-field.tsx';

// MUI's Select with its menu, popover and modal (~25 kB gzip) is what made an opened filter panel the heaviest state
// of a list: it loads when a person first opens one of the panel's selects (a click, or Enter, Space, Arrow Down or
// Arrow Up as MUI's Select opens), not with the panel. Until then each select is a closed field drawn as MUI draws it
// (label, chosen values, arrow; a combobox named by its label); the opened one is replaced by MUI's Select opened, its
// menu focused as a keyboard opening focuses it, the focus going back to the field when the menu closes. Once the
// chunk has arrived, every select is MUI's at once. A chunk that fails or stalls ends in the route's load-failure page.
let arrived = false;
const menu = loadedPart(() =>
  import('./filter-multi-select-menu.tsx').then((module) => {
    arrived = true;
    return module;
  }),
);

export interface FilterMultiSelectProps {
  label: string;
  options: readonly FilterOption[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
  /** Shown under the field, e.g. why it is disabled. */
  helperText?: string;
}

/** The keys that open MUI's Select from its field. */
const OPENING_KEYS = new Set([' ', 'ArrowUp', 'ArrowDown', 'Enter']);

/** MUI's Select display inside the outlined field: padding for the arrow, one line, ellipsis. */
const DISPLAY_SX = {
  '& > [role="combobox"]': {
    height: 'auto',
    minHeight: '1.4375em',
    pr: '32px',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    cursor: 'pointer',
    userSelect: 'none',
  },
  '& > svg': {
    position: 'absolute',
    right: 7,
    top: 'calc(50% - .5em)',
    pointerEvents: 'none',
    color: 'action.active',
  },
} as const;
const DISABLED_DISPLAY_SX = {
  '& > [role="combobox"]': { cursor: 'default' },
  '& > svg': { color: 'action.disabled' },
};

/** A labelled select with a checkbox per option; keyboard operable like any MUI Select (which it loads on opening). */
export function FilterMultiSelect(props: FilterMultiSelectProps) {
  const { label, options, value, disabled = false, helperText } = props;
  const id = useId();
  const labelId = `${id}-label`;
  const helperId = `${id}-helper`;
  const [opened, setOpened] = useState(false);
  // Whether the closed field still has the focus: the person may have moved on while the menu loaded.
  const [focusHere, setFocusHere] = useState(false);
  const loaded = menu.useReady(arrived || opened);
  if (loaded !== undefined) {
    return (
      <loaded.FilterMultiSelectMenu {...props} defaultOpen={opened && focusHere} takeFocus={focusHere} />
    );
  }
  const labelOf = new Map(options.map((option) => [option.value, option.label]));
  const shown = value.map((v) => labelOf.get(v) ?? v).join(', ');
  const open = () => {
    if (!disabled) setOpened(true);
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      <OutlinedField
        label={label}
        labelId={labelId}
        labelInside={value.length === 0}
        disabled={disabled}
        sx={[DISPLAY_SX, disabled ? DISABLED_DISPLAY_SX : {}]}
      >
        <div
          // As MUI's closed Select: no aria-controls, as there is no listbox until it opens.
          // eslint-disable-next-line jsx-a11y-x/role-has-required-aria-props -- see the line above
          role="combobox"
          tabIndex={disabled ? -1 : 0}
          aria-haspopup="listbox"
          aria-expanded="false"
          aria-labelledby={labelId}
          aria-describedby={helperText ? helperId : undefined}
          aria-disabled={disabled ? 'true' : undefined}
          aria-busy={opened ? 'true' : undefined}
          onFocus={() => setFocusHere(true)}
          onBlur={() => setFocusHere(false)}
          onMouseDown={(event: MouseEvent<HTMLDivElement>) => {
            if (event.button !== 0) return;
            // As MUI's Select: no text selection, the field focused, the menu opened (a disabled one takes no focus).
            event.preventDefault();
            if (disabled) return;
            event.currentTarget.focus();
            open();
          }}
          onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
            if (!OPENING_KEYS.has(event.key)) return;
            event.preventDefault();
            open();
          }}
        >
          {shown === '' ? (
            // MUI's Select shows a zero-width space when nothing is chosen, keeping the field's height.
            <span className="notranslate" aria-hidden>
              {'\u200B'}
            </span>
          ) : (
            shown
          )}
        </div>
        <ArrowDropDownIcon />
      </OutlinedField>
      {helperText ? (
        <Box
          component="p"
          id={helperId}
          sx={{
            typography: 'caption',
            color: disabled ? 'text.disabled' : 'text.secondary',
            textAlign: 'left',
            mt: '3px',
            mx: '14px',
            mb: 0,
          }}
        >
          {helperText}
        </Box>
      ) : null}
    </Box>
  );
}
