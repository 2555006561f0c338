import { SearchIcon } from '../../../components/icons/search.tsx';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { withLoadTimeout } from '../../../components/with-load-timeout.ts';
import { useJumpShortcut } from '../hooks/use-jump-shortcut.ts';
import { loadScreenWords } from '../../../i18n/screen-areas.ts';
import { useT } from '../../../i18n/display-preferences.ts';

// The dialog (MUI Dialog, its search, results and recent items) is its own chunk, loaded on first use; pointing at
// or focusing the field starts the load early. Only this field and the key listener come with the shell.
/** The dialog's chunk has arrived: its field can take the focus within a tap. */
let dialogLoaded = false;
const loadJumpDialog = withLoadTimeout(() =>
  Promise.all([import('./jump-dialog.tsx'), loadScreenWords('jump')]).then(([module]) => {
    dialogLoaded = true;
    return { default: module.JumpDialog };
  }),
);
const JumpDialog = lazy(loadJumpDialog);
const preload = () => void loadJumpDialog().catch(() => undefined);

/**
 * A phone shows its keyboard only for a field focused within the tap itself, and the dialog's field mounts after
 * its chunk has loaded: so the tap focuses a stand-in field at once, and the dialog's field takes the focus (and the
 * keyboard) from it when it mounts. The stand-in goes as soon as it loses the focus.
 */
function holdFocusForTheField(): void {
  const stand = document.createElement('input');
  stand.setAttribute('aria-hidden', 'true');
  stand.tabIndex = -1;
  // 16 px: a smaller font makes iOS zoom the page to the field.
  stand.style.cssText =
    'position:fixed;top:0;left:0;width:1px;height:1px;opacity:0;border:0;padding:0;font-size:16px';
  stand.addEventListener('blur', () => stand.remove(), { once: true });
  document.body.appendChild(stand);
  stand.focus();
}

/** Jump to: the top bar's search field, Ctrl+K / `/` from any guarded page, and the dialog. */
export function JumpTo() {
  const t = useT();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing animates and gives focus back.
  const [used, setUsed] = useState(false);
  // Each opening starts afresh (an empty field shows the recent items).
  const [opening, setOpening] = useState(0);
  // Whether it is open, read by the handlers: a state updater that set other state ran twice where React replays it
  // (development, a tap's pointer and click events close together), so the dialog was mounted twice, the second
  // time with the focus back on this button instead of in its field.
  const isOpen = useRef(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // The focus held by a stand-in on the first opening: the dialog cannot give it back to that one, so it goes back
  // to this button once the dialog has let go of it.
  const restoreToTrigger = useRef(false);
  const show = useCallback(() => {
    setUsed(true);
    if (isOpen.current) return;
    isOpen.current = true;
    if (!dialogLoaded) {
      holdFocusForTheField();
      restoreToTrigger.current = true;
    }
    setOpening((n) => n + 1);
    setOpen(true);
  }, []);
  const hide = useCallback(() => {
    isOpen.current = false;
    setOpen(false);
    if (restoreToTrigger.current) {
      restoreToTrigger.current = false;
      requestAnimationFrame(() => trigger.current?.focus());
    }
  }, []);
  useJumpShortcut(show);
  return (
    <>
      <ButtonBase
        ref={trigger}
        onClick={show}
        onPointerEnter={preload}
        onFocus={preload}
        aria-label={t('shell.jumpTo')}
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
          {t('shell.jumpTo')}
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
          {t('shell.jumpShortcut')}
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
