import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, useLayoutEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface TruncatedTextProps {
  /** The whole value: always in the DOM (copy, find in page, screen readers); cut on screen when it does not fit. */
  text: string;
  /** Widest the shown part may be; without it, the width of its box. */
  maxWidth?: number | string;
  /** Shows the text as a link to this in-app path; the link then carries the focus and the tooltip. */
  to?: string;
  sx?: SxProps<Theme>;
}

// The tooltip is plain CSS (shown while the value is hovered or holds the keyboard focus): MUI's Tooltip brings
// Popper, ~12 kB gzip on every list route whose values get cut, against the route budget of DESIGN §6.
const TIP = {
  display: 'none',
  position: 'absolute',
  zIndex: 1500,
  left: 0,
  top: '100%',
  mt: 0.5,
  px: 1,
  py: 0.5,
  maxWidth: 'min(480px, 90vw)',
  width: 'max-content',
  borderRadius: 1,
  bgcolor: 'grey.800',
  color: 'common.white',
  fontSize: '0.75rem',
  fontWeight: 400,
  lineHeight: 1.4,
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  textAlign: 'left',
} as const;

const ELLIPSIS = {
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/**
 * A value that may be longer than its box (ids, names, references: the spec allows up to 200 characters): one line,
 * cut with an ellipsis when it does not fit, and then its full value in a tooltip on hover and on keyboard focus —
 * a cut value that is not already a link becomes focusable, so the keyboard reaches it too.
 */
export function TruncatedText({ text, maxWidth, to, sx }: TruncatedTextProps) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [truncated, setTruncated] = useState(false);
  const tipId = useId();
  useLayoutEffect(() => {
    if (element === null) return;
    const measure = () => setTruncated(element.scrollWidth > element.clientWidth + 1);
    measure();
    // Absent in jsdom; the box's width changes with the window and the columns around it.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, text]);
  const style = [
    ELLIPSIS,
    { maxWidth: maxWidth ?? '100%' },
    ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx]),
  ];
  const shown =
    to === undefined ? (
      <Box
        component="span"
        ref={setElement}
        tabIndex={truncated ? 0 : undefined}
        aria-describedby={truncated ? tipId : undefined}
        sx={style}
      >
        {text}
      </Box>
    ) : (
      <Link
        component={RouterLink}
        to={to}
        ref={setElement}
        aria-describedby={truncated ? tipId : undefined}
        sx={style}
      >
        {text}
      </Link>
    );
  if (!truncated) return shown;
  // The value stays the element's name; the tooltip describes it (aria-describedby of the focusable element).
  return (
    <Box
      component="span"
      sx={{
        position: 'relative',
        display: 'block',
        maxWidth: maxWidth ?? '100%',
        '&:hover > [role="tooltip"], &:focus-within > [role="tooltip"]': { display: 'block' },
      }}
    >
      {shown}
      <Box component="span" role="tooltip" id={tipId} sx={TIP}>
        {text}
      </Box>
    </Box>
  );
}
