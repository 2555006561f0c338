import { SearchIcon } from '../../../components/icons/search.tsx';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import InputBase from '@mui/material/InputBase';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { jumpGroupsOf, type JumpGroup } from '../../../domain/search/jump-groups.ts';
import { formatCount } from '../../../domain/format/locale-format.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { jumpQueryOf, JUMP_QUERY_MAX_LENGTH } from '../../../domain/search/jump-query.ts';
import { targetKey, type JumpTarget } from '../../../domain/search/jump-target.ts';
import { useSearchEverything } from '../api/search-everything.ts';
import { jumpHref } from '../hooks/jump-href.ts';
import { useRecentItems } from '../hooks/recent-items-store.ts';
import { JumpListbox } from './jump-listbox.tsx';
import { errorText } from '../../../i18n/error-text.ts';

/** How long typing pauses before the search goes out. */
export const JUMP_DEBOUNCE_MS = 150;

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return value === '' ? '' : settled;
}

export interface JumpDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/**
 * Jump to, a command palette after GitHub's and Linear's: a combobox over one listbox of
 * results grouped by kind (aria-activedescendant; arrows move, Enter opens, Escape closes); recent items first when
 * the field is empty. Loaded on first use (jump-trigger.tsx).
 */
export function JumpDialog({ open, onClose }: JumpDialogProps) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const query = useDebounced(jumpQueryOf(typed), JUMP_DEBOUNCE_MS);
  const search = useSearchEverything(query);
  const recent = useRecentItems();
  const navigate = useNavigate();
  const ids = useId();
  const listboxId = `${ids}-results`;
  const statusId = `${ids}-status`;

  const groups: readonly JumpGroup[] = useMemo(() => {
    if (query === '')
      return recent.items.length === 0
        ? []
        : [
            {
              kind: 'site',
              // The listbox names this group by its words ('jump.recent'), not by this title.
              title: 'Recent',
              countTotal: recent.items.length,
              shown: recent.items.length,
              targets: recent.items,
            },
          ];
    return search.status === 'ready' ? jumpGroupsOf(search.data) : [];
  }, [query, recent.items, search.status, search.data]);
  const targets = useMemo(() => groups.flatMap((group) => group.targets), [groups]);
  // A new list of results starts at its first option.
  const [pointed, setPointed] = useState<{ list: readonly JumpTarget[]; index: number }>({
    list: [],
    index: 0,
  });
  const activeIndex = pointed.list === targets ? Math.min(pointed.index, targets.length - 1) : 0;
  const setActive = (index: number) => setPointed({ list: targets, index });

  const choose = (target: JumpTarget) => {
    recent.remember(target);
    onClose();
    void navigate(jumpHref(target));
  };
  // The options on screen answer what is in the field now (not an earlier text still shown while the next loads).
  const fresh =
    query === jumpQueryOf(typed) && (query === '' || (search.status === 'ready' && !search.stale));
  // Enter pressed before that (an id typed fast and sent at once) opens the first option once it is there.
  const [enterPending, setEnterPending] = useState(false);
  const first = fresh && enterPending ? targets[0] : undefined;
  useEffect(() => {
    if (first !== undefined) choose(first);
    // Only a new first option of a pending Enter chooses.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [first]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !fresh) {
      event.preventDefault();
      setEnterPending(true);
      return;
    }
    if (targets.length === 0) return;
    const move = (to: number) => {
      event.preventDefault();
      setActive((to + targets.length) % targets.length);
    };
    if (event.key === 'ArrowDown') move(activeIndex + 1);
    else if (event.key === 'ArrowUp') move(activeIndex - 1);
    else if (event.key === 'PageDown') move(Math.min(targets.length - 1, activeIndex + 5));
    else if (event.key === 'PageUp') move(Math.max(0, activeIndex - 5));
    else if (event.key === 'Enter') {
      event.preventDefault();
      const target = targets[activeIndex];
      if (target) choose(target);
    }
  };

  const optionId = (target: JumpTarget) => `${ids}-${targetKey(target)}`;
  const activeTarget = targets[activeIndex];
  const searching = query !== '' && (search.status === 'loading' || search.stale);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      slotProps={{ paper: { 'aria-label': t('jump.dialog'), sx: { mt: { xs: 2, sm: 10 } } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
        <SearchIcon aria-hidden color="action" />
        <InputBase
          // The dialog is opened to type into this field (a command palette): focus goes there, as the dialog
          // pattern moves focus into the dialog on open.
          // eslint-disable-next-line jsx-a11y-x/no-autofocus -- the one field of a dialog the user just opened
          autoFocus
          fullWidth
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setEnterPending(false);
          }}
          onKeyDown={onKeyDown}
          placeholder={t('jump.placeholder')}
          inputProps={{
            role: 'combobox',
            'aria-label': t('jump.field'),
            'aria-expanded': targets.length > 0,
            'aria-controls': targets.length > 0 ? listboxId : undefined,
            'aria-autocomplete': 'list',
            'aria-activedescendant': activeTarget ? optionId(activeTarget) : undefined,
            'aria-describedby': statusId,
            maxLength: JUMP_QUERY_MAX_LENGTH * 4,
            spellCheck: false,
            autoComplete: 'off',
          }}
        />
      </Box>
      <LinearProgress aria-hidden sx={{ visibility: searching ? 'visible' : 'hidden', height: 2 }} />
      <Box sx={{ maxHeight: '60vh', overflowY: 'auto', pb: 1 }}>
        <JumpStatus
          id={statusId}
          query={query}
          typed={typed}
          search={search}
          recentCount={recent.items.length}
        />
        {groups.length > 0 ? (
          <JumpListbox
            id={listboxId}
            groups={groups}
            activeKey={activeTarget ? targetKey(activeTarget) : null}
            optionId={optionId}
            recent={query === ''}
            onPoint={(target) => setActive(targets.indexOf(target))}
            onChoose={choose}
          />
        ) : null}
      </Box>
    </Dialog>
  );
}

interface JumpStatusProps {
  readonly id: string;
  readonly query: string;
  readonly typed: string;
  readonly search: ReturnType<typeof useSearchEverything>;
  readonly recentCount: number;
}

/** What the dialog says about the search: a hint, the failure (what was typed stays), or that nothing matched. */
function JumpStatus({ id, query, typed, search, recentCount }: JumpStatusProps) {
  const t = useT();
  let message: string | null = null;
  if (query === '') message = recentCount === 0 ? t('jump.hint') : null;
  else if (search.status === 'ready' && !search.stale) {
    const answer = search.data;
    const total = [
      answer.sites,
      answer.gateways,
      answer.chargers,
      answer.fleets,
      answer.installations,
    ].reduce((sum, group) => sum + group.countTotal, 0);
    const fromLink = answer.searched !== typed.trim();
    const searched = answer.searched;
    message =
      total === 0
        ? t(fromLink ? 'jump.noneFromLink' : 'jump.none', { searched })
        : t(fromLink ? 'jump.matchesFromLink' : 'jump.matches', {
            count: total,
            n: formatCount(total),
            searched,
          });
  }
  return (
    <Box id={id} sx={{ px: 2 }}>
      <Box role="status" aria-live="polite">
        {message !== null ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 1, overflowWrap: 'anywhere' }}>
            {message}
          </Typography>
        ) : null}
      </Box>
      {query !== '' && search.status === 'error' ? (
        <Alert
          severity="error"
          sx={{ my: 1, overflowWrap: 'anywhere' }}
          action={
            <Button color="inherit" size="small" onClick={search.retry}>
              {t('jump.retry')}
            </Button>
          }
        >
          {t('jump.failed', { query, message: errorText(search.error) })}
        </Alert>
      ) : null}
    </Box>
  );
}
