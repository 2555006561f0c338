import { OpenInNewIcon } from '../../../components/icons/open-in-new.tsx';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router-dom';
import type { NavEntry } from '../hooks/use-nav-entries.ts';
import { useT } from '../../../i18n/display-preferences.ts';

/** The narrow-screen form of NavItemLink, inside the navigation menu; the same URL rules apply. */
export function NavMenuItem({ entry, onChoose }: { entry: NavEntry; onChoose: () => void }) {
  const t = useT();
  const { target, label, current } = entry;
  if (target.kind === 'internal') {
    return (
      <MenuItem
        component={RouterLink}
        to={target.path}
        selected={current}
        aria-current={current ? 'page' : undefined}
        onClick={onChoose}
      >
        {label}
      </MenuItem>
    );
  }
  if (target.kind === 'external') {
    return (
      <MenuItem component="a" href={target.href} target="_blank" rel="noopener noreferrer" onClick={onChoose}>
        <ListItemText>{label}</ListItemText>
        <ListItemIcon sx={{ justifyContent: 'flex-end' }}>
          <OpenInNewIcon fontSize="small" titleAccess="opens in a new tab" />
        </ListItemIcon>
      </MenuItem>
    );
  }
  return (
    <MenuItem disabled title={t('nav.unsupported')}>
      {label}
    </MenuItem>
  );
}
