import { HomeIcon } from './icons/home-icon.tsx';
import { HourglassEmptyIcon } from './icons/hourglass-empty.tsx';
import { VerifiedIcon } from './icons/verified.tsx';
import Box from '@mui/material/Box';
import { badgeName, badgeText } from './status-badge-text.ts';

export interface StatusBadgeProps {
  /** An installation status; values outside the catalogue get the hourglass too. */
  status: string;
  /** Shows the status text next to the icon. */
  showLabel?: boolean;
}

/** SPEC §4: ACTIVATED a home icon, COMPLETED a verified icon, anything else an hourglass in the error colour. */
export function StatusBadge({ status, showLabel = false }: StatusBadgeProps) {
  const text = badgeText(status);
  const name = badgeName(text);
  const iconProps = showLabel ? ({ 'aria-hidden': true } as const) : { titleAccess: name };
  const icon =
    status === 'ACTIVATED' ? (
      <HomeIcon color="success" {...iconProps} />
    ) : status === 'COMPLETED' ? (
      <VerifiedIcon color="primary" {...iconProps} />
    ) : (
      <HourglassEmptyIcon color="error" {...iconProps} />
    );
  if (!showLabel) return icon;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {icon}
      <Box component="span" sx={{ typography: 'body2' }}>
        {text}
      </Box>
    </Box>
  );
}
