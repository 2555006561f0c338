import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import { SearchField } from '../search-field.tsx';

// Drawn again only when its text or words change, not on every change of the list's URL (its handler is steady).
const SteadySearchField = memo(SearchField);

export interface ListSearchProps {
  /** The list screen's controller (`useListScreen`): the search reads and sets its text. */
  list: {
    readonly url: { readonly state: { readonly text: string } };
    readonly setText: (text: string) => void;
  };
  /** What is searched, e.g. 'Search sites'. */
  label: string;
  /** The fields searched, e.g. 'Gateway ID, user reference or subscription'. */
  placeholder: string;
}

/**
 * A list screen's free-text search, bound to its URL. A part the screen passes (`search={<ListSearch …/>}`) rather
 * than one the list screen imports, so a list without a search does not ship the text field.
 */
export function ListSearch({ list, label, placeholder }: ListSearchProps) {
  const latest = useRef(list.setText);
  useLayoutEffect(() => {
    latest.current = list.setText;
  });
  const onSearch = useCallback((text: string) => latest.current(text), []);
  return (
    <SteadySearchField
      value={list.url.state.text}
      onSearch={onSearch}
      label={label}
      placeholder={placeholder}
    />
  );
}
