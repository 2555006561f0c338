import { createSvgIcon } from '@mui/material/SvgIcon';

// Material icon "FirstPage" (Apache-2.0): see README.md in this folder.
export const FirstPageIcon = createSvgIcon(
  <path d="M18.41 16.59 13.82 12l4.59-4.59L17 6l-6 6 6 6zM6 6h2v12H6z" />,
  'FirstPage',
);
