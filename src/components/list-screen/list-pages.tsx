import { ListPagination } from '../list-pagination.tsx';

/** Where the pages come from: an answer's `page` and `countPages` (none while it loads), or the screen's own. */
type PagesSource =
  | { of: { readonly page: number; readonly countPages: number } | undefined }
  | { page: number; pageCount: number };

export type ListPagesProps = PagesSource & {
  /** The list screen's controller (`useListScreen`): the links go to its pages. */
  list: { readonly pageHref: (page: number) => string };
  label: string;
  /** What one page is, e.g. 'sites 51–100 of 124'. */
  description: string;
};

/**
 * A list screen's page links, to its URL's pages. A part the screen passes (`pages={<ListPages …/>}`) rather than
 * one the list screen imports, so a list of one page does not ship the pagination.
 */
export function ListPages(props: ListPagesProps) {
  const { list, label, description } = props;
  const source = 'of' in props ? props.of : { page: props.page, countPages: props.pageCount };
  if (source === undefined) return null;
  return (
    <ListPagination
      label={label}
      description={description}
      page={source.page}
      pageCount={source.countPages}
      hrefFor={list.pageHref}
    />
  );
}
