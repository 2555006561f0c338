import { createSvgIcon } from '@mui/material/SvgIcon';

// Material icon "CheckCircleOutlined" (Apache-2.0): see README.md in this folder.
export const CheckCircleOutlinedIcon = createSvgIcon(
  <path d="M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8m4.59-12.42L10 14.17l-2.59-2.58L6 13l4 4 8-8z" />,
  'CheckCircleOutlined',
);
