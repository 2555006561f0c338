import { createSvgIcon } from '@mui/material/SvgIcon';

// Material icon "Check" (Apache-2.0): see README.md in this folder.
export const CheckIcon = createSvgIcon(
  <path d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" />,
  'Check',
);
