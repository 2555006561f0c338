import Box from '@mui/material/Box';
import { keyframes, lighten, type SxProps, type Theme } from '@mui/material/styles';

// MUI's LinearProgress (indeterminate and determinate, primary colour) drawn by the portal: the same track, bars,
// keyframes and timings, without its module (~1.9 kB gzip), which every list fetched at first paint for the bar
// over its table while the rows load.

const first = keyframes`
  0% { left: -35%; right: 100%; }
  60% { left: 100%; right: -90%; }
  100% { left: 100%; right: -90%; }
`;
const second = keyframes`
  0% { left: -200%; right: 100%; }
  60% { left: 107%; right: -8%; }
  100% { left: 107%; right: -8%; }
`;

const ROOT_SX = {
  position: 'relative',
  overflow: 'hidden',
  display: 'block',
  height: 4,
  zIndex: 0,
  '@media print': { colorAdjust: 'exact' },
  bgcolor: (theme: Theme) => lighten(theme.palette.primary.main, 0.62),
  '& > span': {
    position: 'absolute',
    left: 0,
    bottom: 0,
    top: 0,
    transformOrigin: 'left',
    bgcolor: 'primary.main',
  },
} as const;

const INDETERMINATE_SX = {
  '& > span': { width: 'auto', transition: 'transform 0.2s linear 0ms' },
  '& > span:first-of-type': { animation: `${first} 2.1s cubic-bezier(0.65, 0.815, 0.735, 0.395) infinite` },
  '& > span:last-of-type': { animation: `${second} 2.1s cubic-bezier(0.165, 0.84, 0.44, 1) 1.15s infinite` },
} as const;

const DETERMINATE_SX = { '& > span': { width: '100%', transition: 'transform .4s linear 0ms' } } as const;

export interface ProgressLineProps {
  /** Per cent done (0–100); absent or null: indeterminate. */
  value?: number | null;
  'aria-label'?: string;
  sx?: SxProps<Theme>;
}

/** A thin progress bar (role progressbar; with a value, its aria-value attributes as MUI's). */
export function ProgressLine({ value = null, sx, ...aria }: ProgressLineProps) {
  const determinate = value !== null;
  return (
    <Box
      component="span"
      role="progressbar"
      {...aria}
      {...(determinate ? { 'aria-valuenow': value, 'aria-valuemin': 0, 'aria-valuemax': 100 } : {})}
      sx={[
        ROOT_SX,
        determinate ? DETERMINATE_SX : INDETERMINATE_SX,
        ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <span style={determinate ? { transform: `translateX(${value - 100}%)` } : undefined} />
      {determinate ? null : <span />}
    </Box>
  );
}
