import { createSvgIcon } from '@mui/material/SvgIcon';

// Material icon "ChevronRight" (Apache-2.0): see README.md in this folder.
export const ChevronRightIcon = createSvgIcon(
  <path d="M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z" />,
  'ChevronRight',
);
