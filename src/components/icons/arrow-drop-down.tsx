import { createSvgIcon } from '@mui/material/SvgIcon';

// Material icon "ArrowDropDown" (Apache-2.0): see README.md in this folder. The arrow MUI's Select draws.
export const ArrowDropDownIcon = createSvgIcon(<path d="M7 10l5 5 5-5z" />, 'ArrowDropDown');
