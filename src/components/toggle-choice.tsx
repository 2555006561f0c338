import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha, type Theme } from '@mui/material/styles';
import { useRef, useState, type KeyboardEvent } from 'react';

// MUI's exclusive ToggleButtonGroup of small toggle buttons in the primary colour, drawn by the portal: the same
// borders, corners, padding, type, hover and selected colours, and the same keyboard (one tab stop, the first button
// until another is focused; Arrow Left/Right move the focus round the group, Home and End to its ends), without its
// module (~2.3 kB gzip), which a site's energy screens fetched at first paint for the range choice alone.

export interface ToggleChoiceOption<T extends string> {
  readonly value: T;
  readonly label: string;
}

export interface ToggleChoiceProps<T extends string> {
  /** The group's name (role group). */
  label: string;
  value: T;
  options: readonly ToggleChoiceOption<T>[];
  onChange: (value: T) => void;
}

const GROUP_SX = {
  display: 'inline-flex',
  borderRadius: 1,
  '& > button': {
    typography: 'button',
    fontSize: (theme: Theme) => theme.typography.pxToRem(13),
    borderRadius: 1,
    padding: '7px',
    border: 1,
    borderColor: 'divider',
    // The text colour, not MUI's 54 % black, which fails WCAG contrast on the page's grey.
    color: 'text.primary',
    '&:hover': {
      textDecoration: 'none',
      bgcolor: (theme: Theme) => alpha(theme.palette.text.primary, theme.palette.action.hoverOpacity),
      '@media (hover: none)': { bgcolor: 'transparent' },
    },
    '&[aria-pressed="true"]': {
      color: 'primary.main',
      bgcolor: (theme: Theme) => alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
      '&:hover': {
        bgcolor: (theme: Theme) =>
          alpha(
            theme.palette.primary.main,
            theme.palette.action.selectedOpacity + theme.palette.action.hoverOpacity,
          ),
        '@media (hover: none)': {
          bgcolor: (theme: Theme) => alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
        },
      },
    },
    '&[aria-pressed="true"] + [aria-pressed="true"]': { borderLeft: 0, ml: 0 },
  },
  '& > button:not(:last-of-type)': { borderTopRightRadius: 0, borderBottomRightRadius: 0 },
  '& > button:not(:first-of-type)': {
    ml: '-1px',
    borderLeft: '1px solid transparent',
    borderTopLeftRadius: 0,
    borderBottomLeftRadius: 0,
  },
} as const;

/** One of a few values as a row of toggle buttons (each `aria-pressed`), as MUI's exclusive ToggleButtonGroup. */
export function ToggleChoice<T extends string>({ label, value, options, onChange }: ToggleChoiceProps<T>) {
  const [stop, setStop] = useState(0);
  const group = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.shiftKey || event.ctrlKey || event.metaKey) return;
    const buttons = [...(group.current?.querySelectorAll<HTMLButtonElement>(':scope > button') ?? [])];
    const at = buttons.findIndex((button) => button === document.activeElement);
    const from = at === -1 ? stop : at;
    const next =
      event.key === 'ArrowRight'
        ? (from + 1) % buttons.length
        : event.key === 'ArrowLeft'
          ? (from - 1 + buttons.length) % buttons.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? buttons.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    buttons[next]?.focus();
  };
  return (
    <Box ref={group} role="group" aria-label={label} sx={GROUP_SX} onKeyDown={onKeyDown}>
      {options.map((option, index) => (
        <ButtonBase
          key={option.value}
          focusRipple
          value={option.value}
          aria-pressed={option.value === value}
          tabIndex={index === stop ? 0 : -1}
          onFocus={() => setStop(index)}
          onClick={() => {
            if (option.value !== value) onChange(option.value);
          }}
        >
          {option.label}
        </ButtonBase>
      ))}
    </Box>
  );
}
