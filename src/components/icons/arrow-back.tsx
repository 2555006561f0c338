import { createSvgIcon } from '@mui/material/SvgIcon';

// Material icon "ArrowBack" (Apache-2.0): see README.md in this folder.
export const ArrowBackIcon = createSvgIcon(
  <path d="M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z" />,
  'ArrowBack',
);
