import { createSvgIcon } from '@mui/material/SvgIcon';

// Material icon "FilterList" (Apache-2.0): see README.md in this folder.
export const FilterListIcon = createSvgIcon(
  <path d="M10 18h4v-2h-4zM3 6v2h18V6zm3 7h12v-2H6z" />,
  'FilterList',
);
