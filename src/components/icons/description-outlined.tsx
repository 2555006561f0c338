import { createSvgIcon } from '@mui/material/SvgIcon';

// Material icon "DescriptionOutlined" (Apache-2.0): see README.md in this folder.
export const DescriptionOutlinedIcon = createSvgIcon(
  <path d="M8 16h8v2H8zm0-4h8v2H8zm6-10H6c-1.1 0-2 .9-2 2v16c0 1.1.89 2 1.99 2H18c1.1 0 2-.9 2-2V8zm4 18H6V4h7v5h5z" />,
  'DescriptionOutlined',
);
