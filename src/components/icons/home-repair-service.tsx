import { createSvgIcon } from '@mui/material/SvgIcon';

// Material icon "HomeRepairService" (Apache-2.0): see README.md in this folder.
export const HomeRepairServiceIcon = createSvgIcon(
  <path d="M18 16h-2v-1H8v1H6v-1H2v5h20v-5h-4zm2-8h-3V6c0-1.1-.9-2-2-2H9c-1.1 0-2 .9-2 2v2H4c-1.1 0-2 .9-2 2v4h4v-2h2v2h8v-2h2v2h4v-4c0-1.1-.9-2-2-2m-5 0H9V6h6z" />,
  'HomeRepairService',
);
