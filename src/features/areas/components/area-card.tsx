import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface AreaCardProps {
  readonly title: string;
  readonly purpose: string;
  /** The screen's URL; absent for a screen still to be built (listed as coming, not linked). */
  readonly href?: string;
  readonly Figure?: ComponentType;
}

const titleSx = { fontSize: '1.125rem', fontWeight: 600 } as const;

/** One screen of an area: a link (keyboard, new tab) with what the screen is for and, if it has one, a live figure. */
export function AreaCard({ title, purpose, href, Figure }: AreaCardProps) {
  if (href === undefined) {
    return (
      <Card variant="outlined" sx={{ height: '100%' }}>
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="h2" sx={titleSx}>
              {title}
            </Typography>
            <Chip size="small" label="Coming" variant="outlined" />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {purpose}
          </Typography>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={href} sx={{ height: '100%', alignItems: 'flex-start' }}>
        <CardContent>
          <Typography component="h2" color="primary" sx={titleSx}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {purpose}
          </Typography>
          {Figure === undefined ? null : <Figure />}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
