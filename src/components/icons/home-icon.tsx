import { createSvgIcon } from '@mui/material/SvgIcon';

// Material icon "Home" (Apache-2.0): see README.md in this folder.
export const HomeIcon = createSvgIcon(<path d="M10 20v-6h4v6h5v-8h3L12 3 2 12h3v8z" />, 'Home');
