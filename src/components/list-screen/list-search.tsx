import { SearchField } from '../search-field.tsx';

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
  return (
    <SearchField
      value={list.url.state.text}
      onSearch={list.setText}
      label={label}
      placeholder={placeholder}
    />
  );
}
