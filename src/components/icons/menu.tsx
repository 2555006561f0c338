import { createSvgIcon } from '@mui/material/SvgIcon';

// Material icon "Menu" (Apache-2.0): see README.md in this folder.
export const MenuIcon = createSvgIcon(<path d="M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z" />, 'Menu');
