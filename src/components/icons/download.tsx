import { createSvgIcon } from '@mui/material/SvgIcon';

// Material icon "Download" (Apache-2.0): see README.md in this folder.
export const DownloadIcon = createSvgIcon(<path d="M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z" />, 'Download');
