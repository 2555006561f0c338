import Menu from '@mui/material/Menu';
import type { NavEntry } from '../hooks/use-nav-entries.ts';
import { NavMenuItem } from './nav-menu-item.tsx';

export interface NavMenuProps {
  id: string;
  anchor: HTMLElement | null;
  entries: readonly NavEntry[];
  close: () => void;
}

/** The narrow-screen navigation menu (TopNavigation loads it on first use). */
export function NavMenu({ id, anchor, entries, close }: NavMenuProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={close}>
      {entries.map((entry) => (
        <NavMenuItem key={entry.key} entry={entry} onChoose={close} />
      ))}
    </Menu>
  );
}
