import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../i18n/display-preferences.ts';

export interface AreaCardProps {
  readonly title: string;
  readonly purpose: string;
  /** The screen's URL; absent for a screen still to be built (listed as coming, not linked). */
  readonly href?: string;
  readonly Figure?: ComponentType;
}

const titleSx = { fontSize: '1.125rem', fontWeight: 600 } as const;
// A plain outlined label (not MUI's Chip: the route chunks stay as they were, see below).
const comingSx = {
  border: 1,
  borderColor: 'text.secondary',
  borderRadius: 4,
  px: 1,
  fontSize: '0.8125rem',
  lineHeight: '22px',
  color: 'text.secondary',
} as const;
// The whole card is one plain link (not CardActionArea: its ripple machinery cost /hems/prepared a shared chunk).
const linkCardSx = {
  display: 'block',
  height: '100%',
  textDecoration: 'none',
  color: 'inherit',
  '&:hover': { borderColor: 'primary.main', bgcolor: 'action.hover' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

/** One screen of an area: a link (keyboard, new tab) with what the screen is for and, if it has one, a live figure. */
export function AreaCard({ title, purpose, href, Figure }: AreaCardProps) {
  const t = useT();
  if (href === undefined) {
    return (
      <Card variant="outlined" sx={{ height: '100%' }}>
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="h2" sx={titleSx}>
              {title}
            </Typography>
            <Box component="span" sx={comingSx}>
              {t('areas.coming')}
            </Box>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {purpose}
          </Typography>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card variant="outlined" component={RouterLink} to={href} sx={linkCardSx}>
      <CardContent>
        <Typography component="h2" color="primary" sx={titleSx}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {purpose}
        </Typography>
        {Figure === undefined ? null : <Figure />}
      </CardContent>
    </Card>
  );
}
