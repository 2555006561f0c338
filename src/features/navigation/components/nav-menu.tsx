import Menu from '@mui/material/Menu';
import type { NavEntry } from '../hooks/use-nav-entries.ts';
import { NavMenuItem } from './nav-menu-item.tsx';

export interface NavMenuProps {
  id: string;
  anchor: HTMLElement | null;
  entries: readonly NavEntry[];
  onClose: () => void;
}

/** The narrow-screen navigation menu, open while it has an anchor (TopNavigation loads it on first use). */
export function NavMenu({ id, anchor, entries, onClose }: NavMenuProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {entries.map((entry) => (
        <NavMenuItem key={entry.key} entry={entry} onChoose={onClose} />
      ))}
    </Menu>
  );
}
