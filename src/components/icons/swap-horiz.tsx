import { createSvgIcon } from '@mui/material/SvgIcon';

// Material icon "SwapHoriz" (Apache-2.0): see README.md in this folder.
export const SwapHorizIcon = createSvgIcon(
  <path d="M6.99 11 3 15l3.99 4v-3H14v-2H6.99zM21 9l-3.99-4v3H10v2h7.01v3z" />,
  'SwapHoriz',
);
