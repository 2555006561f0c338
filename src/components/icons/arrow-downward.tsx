import { createSvgIcon } from '@mui/material/SvgIcon';

// Material icon "ArrowDownward" (Apache-2.0): see README.md in this folder.
export const ArrowDownwardIcon = createSvgIcon(
  <path d="M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z" />,
  'ArrowDownward',
);
