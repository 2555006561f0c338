import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatCount } from '../domain/format/locale-format.ts';

/** A number with what it counts, linking to the list that shows that many rows. A huge number wraps in its card. */
export function CountCard({ label, count, href }: { label: string; count: number; href: string }) {
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to={href} sx={{ height: '100%' }}>
        <CardContent>
          <Typography
            variant="h3"
            component="p"
            sx={{ fontSize: '2rem', fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {formatCount(count)}
          </Typography>
          <Typography variant="body2">{label}</Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
