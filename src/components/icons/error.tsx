import { createSvgIcon } from '@mui/material/SvgIcon';

// Material icon "Error" (Apache-2.0): see README.md in this folder.
export const ErrorIcon = createSvgIcon(
  <path d="M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m1 15h-2v-2h2zm0-4h-2V7h2z" />,
  'Error',
);
