import { createSvgIcon } from '@mui/material/SvgIcon';

// Material icon "ChevronLeft" (Apache-2.0): see README.md in this folder.
export const ChevronLeftIcon = createSvgIcon(
  <path d="M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z" />,
  'ChevronLeft',
);
