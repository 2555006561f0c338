import Box from '@mui/material/Box';
import { alpha, keyframes, type Theme } from '@mui/material/styles';

// MUI's rounded Skeleton drawn by the portal: a block of the given height in the theme's corner radius, pulsing as
// MUI's does, without its module (~1.5 kB gzip), which a site's energy screens fetched at first paint for the chart's
// place while its values and its chunk load. A module of its own, so that the lists' progress line does not grow.
const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

const PLACEHOLDER_SX = {
  display: 'block',
  borderRadius: 1,
  bgcolor: (theme: Theme) => alpha(theme.palette.text.primary, 0.11),
  animation: `${pulse} 2s ease-in-out 0.5s infinite`,
} as const;

export interface PlaceholderBlockProps {
  height: number;
  /** As on MUI's Skeleton: a placeholder that stands for a loading part may be named, and be a progressbar. */
  role?: 'progressbar';
  'aria-label'?: string;
}

/** A placeholder block for content to come (a chart), as MUI's `<Skeleton variant="rounded" height={…} />`. */
export function PlaceholderBlock({ height, ...aria }: PlaceholderBlockProps) {
  return <Box component="span" {...aria} sx={PLACEHOLDER_SX} style={{ height }} />;
}
