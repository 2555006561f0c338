import { SearchIcon } from '../../../components/icons/search.tsx';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { withLoadTimeout } from '../../../components/with-load-timeout.ts';
import { useJumpShortcut } from '../hooks/use-jump-shortcut.ts';

// The dialog (MUI Dialog, its search, results and recent items) is its own chunk, loaded on first use; pointing at
// or focusing the field starts the load early. Only this field and the key listener come with the shell.
const loadJumpDialog = withLoadTimeout(() =>
  import('./jump-dialog.tsx').then((module) => ({ default: module.JumpDialog })),
);
const JumpDialog = lazy(loadJumpDialog);
const preload = () => void loadJumpDialog().catch(() => undefined);

/** Jump to: the top bar's search field, Ctrl+K / `/` from any guarded page, and the dialog. */
export function JumpTo() {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing animates and gives focus back.
  const [used, setUsed] = useState(false);
  // Each opening starts afresh (an empty field shows the recent items).
  const [opening, setOpening] = useState(0);
  // Whether it is open, read by the handlers: a state updater that set other state ran twice where React replays it
  // (development, a tap's pointer and click events close together), so the dialog was mounted twice, the second
  // time with the focus back on this button instead of in its field.
  const isOpen = useRef(false);
  const show = useCallback(() => {
    setUsed(true);
    if (isOpen.current) return;
    isOpen.current = true;
    setOpening((n) => n + 1);
    setOpen(true);
  }, []);
  const hide = useCallback(() => {
    isOpen.current = false;
    setOpen(false);
  }, []);
  useJumpShortcut(show);
  return (
    <>
      <ButtonBase
        onClick={show}
        onPointerEnter={preload}
        onFocus={preload}
        aria-label="Jump to…"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K /"
        sx={{
          gap: 1,
          px: 1.5,
          py: 0.75,
          borderRadius: 1,
          bgcolor: 'rgba(255, 255, 255, 0.15)',
          '&:hover, &.Mui-focusVisible': { bgcolor: 'rgba(255, 255, 255, 0.25)' },
          '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: 2 },
          minWidth: { xs: 0, xl: 200 },
          justifyContent: 'flex-start',
          font: 'inherit',
          fontSize: '0.875rem',
        }}
      >
        <SearchIcon fontSize="small" aria-hidden />
        {/* Its words hide on phones and where the full navigation shares the bar (md–lg: the top bar
            stays one line at 1280 px); the button keeps its name, its shortcut and its place in the tab order. */}
        <Box
          component="span"
          sx={{ flex: 1, textAlign: 'left', display: { xs: 'none', sm: 'inline', md: 'none', xl: 'inline' } }}
        >
          Jump to…
        </Box>
        <Box
          component="kbd"
          aria-hidden
          sx={{
            display: { xs: 'none', xl: 'inline' },
            fontFamily: 'inherit',
            fontSize: '0.75rem',
            border: '1px solid rgba(255, 255, 255, 0.6)',
            borderRadius: 0.5,
            px: 0.5,
          }}
        >
          Ctrl K
        </Box>
      </ButtonBase>
      {used ? (
        <Suspense fallback={null}>
          <JumpDialog key={opening} open={open} onClose={hide} />
        </Suspense>
      ) : null}
    </>
  );
}
