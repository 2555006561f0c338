import { ListPagination } from '../list-pagination.tsx';

export interface ListPagesProps {
  /** The list screen's controller (`useListScreen`): the links go to its pages. */
  list: { readonly pageHref: (page: number) => string };
  label: string;
  page: number;
  pageCount: number;
  /** What one page is, e.g. 'sites 51–100 of 124'. */
  description: string;
}

/**
 * A list screen's page links, to its URL's pages. A part the screen passes (`pages={<ListPages …/>}`) rather than
 * one the list screen imports, so a list of one page does not ship the pagination.
 */
export function ListPages({ list, ...pages }: ListPagesProps) {
  return <ListPagination {...pages} hrefFor={list.pageHref} />;
}
