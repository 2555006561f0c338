import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import type { SxProps, Theme } from '@mui/material/styles';
import { useLayoutEffect, useState } from 'react';
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
      <Box component="span" ref={setElement} tabIndex={truncated ? 0 : undefined} sx={style}>
        {text}
      </Box>
    ) : (
      <Link component={RouterLink} to={to} ref={setElement} sx={style}>
        {text}
      </Link>
    );
  // describeChild: the value stays the element's name; the tooltip only describes it.
  return (
    <Tooltip title={truncated ? text : ''} describeChild>
      {shown}
    </Tooltip>
  );
}
