import { createSvgIcon } from '@mui/material/SvgIcon';

// Material icon "Warning" (Apache-2.0): see README.md in this folder.
export const WarningIcon = createSvgIcon(<path d="M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z" />, 'Warning');
