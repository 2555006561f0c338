import { createSvgIcon } from '@mui/material/SvgIcon';

// Material icon "LastPage" (Apache-2.0): see README.md in this folder.
export const LastPageIcon = createSvgIcon(
  <path d="M5.59 7.41 10.18 12l-4.59 4.59L7 18l6-6-6-6zM16 6h2v12h-2z" />,
  'LastPage',
);
