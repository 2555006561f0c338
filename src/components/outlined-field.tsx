import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

// MUI's outlined field (FormControl, InputLabel, OutlinedInput, InputBase, NotchedOutline, InputAdornment: ~9 kB
// gzip, with the textarea InputBase always imports) drawn by the portal for a field whose label always sits in the
// notch — a search field with its search icon in front (MUI shrinks the label of a field adorned at the start), a
// native select (never empty) — or, for an empty field (`labelInside`), inside it until it is focused. The same
// sizes, colours, notch and label movement as MUI's small outlined field, so the list screens' search, their native
// selects and the date fields before their pickers look as before without loading MUI's input code at first paint.

// MUI's transitions of the label and the notch (InputLabel, NotchedOutline).
const EASE_OUT = 'cubic-bezier(0.0, 0, 0.2, 1)';

const FIELD_SX = {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  minWidth: 0,
  verticalAlign: 'top',
  cursor: 'text',
  typography: 'body1',
  lineHeight: '1.4375em',
  color: 'text.primary',
  borderRadius: 1,
  '& > input, & > select, & > [role="combobox"]': {
    font: 'inherit',
    letterSpacing: 'inherit',
    color: 'currentColor',
    border: 0,
    boxSizing: 'content-box',
    background: 'none',
    height: '1.4375em',
    m: 0,
    display: 'block',
    minWidth: 0,
    width: '100%',
    p: '8.5px 14px',
    borderRadius: 'inherit',
    outline: 0,
    WebkitTapHighlightColor: 'transparent',
    '&::placeholder': { color: 'currentColor', opacity: 0.42 },
  },
  '& > label': {
    position: 'absolute',
    left: 0,
    top: 0,
    zIndex: 1,
    p: 0,
    typography: 'body1',
    lineHeight: '1.4375em',
    color: 'text.secondary',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    maxWidth: 'calc(133% - 32px)',
    transformOrigin: 'top left',
    transform: 'translate(14px, -9px) scale(0.75)',
    userSelect: 'none',
    transition: `color 200ms ${EASE_OUT} 0ms, transform 200ms ${EASE_OUT} 0ms, max-width 200ms ${EASE_OUT} 0ms`,
  },
  '& > fieldset': {
    position: 'absolute',
    top: -5,
    right: 0,
    bottom: 0,
    left: 0,
    m: 0,
    p: '0 8px',
    textAlign: 'left',
    pointerEvents: 'none',
    borderRadius: 'inherit',
    borderStyle: 'solid',
    borderWidth: 1,
    borderColor: 'rgba(0, 0, 0, 0.23)',
    overflow: 'hidden',
    minWidth: '0%',
  },
  '& > fieldset > legend': {
    float: 'unset',
    width: 'auto',
    overflow: 'hidden',
    display: 'block',
    p: 0,
    height: 11,
    fontSize: '0.75em',
    visibility: 'hidden',
    maxWidth: '100%',
    whiteSpace: 'nowrap',
    transition: `max-width 100ms ${EASE_OUT} 50ms`,
    '& > span': { px: '5px', display: 'inline-block', opacity: 0, visibility: 'visible' },
  },
  '&:hover > fieldset': { borderColor: 'text.primary' },
  '@media (hover: none)': { '&:hover > fieldset': { borderColor: 'rgba(0, 0, 0, 0.23)' } },
  '&:focus-within > fieldset': { borderColor: 'primary.main', borderWidth: 2 },
  '&:focus-within > label': { color: 'primary.main' },
} as const;

/** A disabled field, as MUI's: greyed text, label and outline, no hover. */
const DISABLED_SX = {
  cursor: 'default',
  color: 'text.disabled',
  '& > label, &:focus-within > label': { color: 'text.disabled' },
  '& > fieldset, &:hover > fieldset': { borderColor: 'action.disabled' },
} as const;

/** What sits before or after the control inside the outline (an icon, a clear button), as MUI's InputAdornment. */
const ADORNMENT_SX = {
  display: 'flex',
  alignItems: 'center',
  height: '0.01em',
  maxHeight: '2em',
  whiteSpace: 'nowrap',
  color: 'action.active',
} as const;

/** Out of the field, the label moves in: MUI's unshrunk label and closed notch. */
const LABEL_INSIDE_SX = {
  '&:not(:focus-within) > label': {
    transform: 'translate(14px, 9px) scale(1)',
    maxWidth: 'calc(100% - 24px)',
    pointerEvents: 'none',
  },
  '&:not(:focus-within) > fieldset > legend': {
    maxWidth: '0.01px',
    transition: `max-width 50ms ${EASE_OUT} 0ms`,
  },
} as const;

export interface OutlinedFieldProps {
  /** The field's name, drawn in the outline's notch; the label of the control whose id is `htmlFor`. */
  label: string;
  htmlFor?: string;
  /** The label's id, for a control it names by `aria-labelledby` (a combobox) rather than `htmlFor`. */
  labelId?: string;
  disabled?: boolean;
  /** Before the control (the label sits in the notch either way). */
  start?: ReactNode;
  after?: ReactNode;
  /** The control is empty: its label sits inside it until it is focused, as MUI's does (else in the notch). */
  labelInside?: boolean;
  /** The control: one native `input` or `select` with the id `htmlFor`, or an element of role combobox. */
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/** A small outlined field with its label in the notch around a native input or select (or a combobox). */
export function OutlinedField({
  label,
  htmlFor,
  labelId,
  disabled = false,
  start,
  after,
  labelInside = false,
  children,
  sx,
}: OutlinedFieldProps) {
  return (
    <Box
      sx={[
        FIELD_SX,
        labelInside ? LABEL_INSIDE_SX : {},
        disabled ? DISABLED_SX : {},
        start === undefined ? {} : { pl: '14px', '& > input, & > select': { pl: 0 } },
        after === undefined ? {} : { pr: '14px', '& > input, & > select': { pr: 0 } },
        ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <label htmlFor={htmlFor} id={labelId}>
        {label}
      </label>
      {start === undefined ? null : <Box sx={{ ...ADORNMENT_SX, mr: 1 }}>{start}</Box>}
      {children}
      {after === undefined ? null : <Box sx={{ ...ADORNMENT_SX, ml: 1 }}>{after}</Box>}
      <fieldset aria-hidden="true">
        <legend>
          <span>{label}</span>
        </legend>
      </fieldset>
    </Box>
  );
}
