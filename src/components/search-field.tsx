import { ClearIcon } from './icons/clear.tsx';
import { SearchIcon } from './icons/search.tsx';
import IconButton from '@mui/material/IconButton';
import { useEffect, useId, useRef, useState } from 'react';
import { normalizeSearchText, SEARCH_TEXT_MAX_LENGTH } from '../domain/lists/search-text.ts';
import { useT } from '../i18n/display-preferences.ts';
import { OutlinedField } from './outlined-field.tsx';

/** Typing pauses this long before the search applies (and lands in the URL). */
export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchFieldProps {
  /** The applied search (from the URL). */
  value: string;
  onSearch: (text: string) => void;
  /** What is searched, e.g. 'Search sites'. */
  label: string;
  /** The fields searched, e.g. 'Gateway ID, user reference or subscription'. */
  placeholder: string;
}

/** A list's free-text search, applied after a pause in typing, or Enter (the list's URL replaces its entry). */
export function SearchField({ value, onSearch, label, placeholder }: SearchFieldProps) {
  const id = useId();
  const t = useT();
  const [text, setText] = useState(value);
  const applied = useRef(value);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  // Back, forward or a chip changed the applied search: show it, unless it is what this field just applied.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (normalizeSearchText(value) !== normalizeSearchText(text)) setText(value);
  }

  useEffect(() => {
    if (normalizeSearchText(text) === normalizeSearchText(applied.current)) return undefined;
    const timer = setTimeout(() => {
      applied.current = text;
      onSearchRef.current(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    applied.current = value;
  }, [value]);

  const applyNow = (next: string) => {
    applied.current = next;
    onSearchRef.current(next);
  };

  // The portal's outlined field around a native input rather than MUI's TextField (which also brings Select, Menu and
  // Popper, ~35 kB gzip) or its OutlinedInput (InputBase, FormControl, InputLabel: ~9 kB on every list's first paint).
  return (
    <OutlinedField
      label={label}
      htmlFor={id}
      sx={{
        flexGrow: 1,
        minWidth: 240,
        maxWidth: 560,
        '& input::-webkit-search-cancel-button': { display: 'none' },
      }}
      start={<SearchIcon fontSize="small" aria-hidden />}
      after={
        text !== '' ? (
          <IconButton
            aria-label={t('lists.clearSearch')}
            edge="end"
            onClick={() => {
              setText('');
              applyNow('');
            }}
          >
            <ClearIcon fontSize="small" />
          </IconButton>
        ) : undefined
      }
    >
      <input
        id={id}
        type="search"
        placeholder={placeholder}
        value={text}
        maxLength={SEARCH_TEXT_MAX_LENGTH}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') applyNow(text);
        }}
      />
    </OutlinedField>
  );
}
