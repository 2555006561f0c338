import { render, screen } from '@testing-library/react';
import { renderHook } from '@testing-library/react';
import usePagination from '@mui/material/usePagination';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import PageLinks, { pageItems } from '../../../src/components/page-links.tsx';

/** MUI's Pagination items (one boundary page, one sibling, first and last buttons), in the portal's shape. */
function muiItems(page: number, count: number) {
  const { result } = renderHook(() =>
    usePagination({ page, count, siblingCount: 1, showFirstButton: true, showLastButton: true }),
  );
  return result.current.items.map((item) =>
    item.type === 'start-ellipsis' || item.type === 'end-ellipsis'
      ? { type: item.type }
      : item.type === 'page'
        ? { type: 'page', page: item.page, selected: item.selected }
        : { type: item.type, page: item.page, disabled: item.disabled },
  );
}

describe('PageLinks', () => {
  it('shows the items MUI Pagination shows, for every page of 1 to 25 pages', () => {
    for (let count = 1; count <= 25; count += 1) {
      for (let page = 1; page <= count; page += 1) {
        expect(pageItems(page, count), `page ${page} of ${count}`).toEqual(muiItems(page, count));
      }
    }
  });

  it('links every page by its href, with MUI Pagination’s labels, the current page marked', () => {
    render(
      <MemoryRouter>
        <PageLinks label="Pages of sites" page={3} pageCount={9} hrefFor={(page) => `?page=${page}`} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Pages of sites' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to page 4' })).toHaveAttribute('href', '/?page=4');
    expect(screen.getByRole('link', { name: 'page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Go to next page' })).toHaveAttribute('href', '/?page=4');
    expect(screen.getByRole('link', { name: 'Go to last page' })).toHaveAttribute('href', '/?page=9');
    expect(screen.getByRole('link', { name: 'Go to first page' })).toHaveAttribute('href', '/?page=1');
    expect(screen.getByText('…')).toBeInTheDocument();
  });

  it('disables first and previous on the first page, next and last on the last', () => {
    const { unmount } = render(
      <MemoryRouter>
        <PageLinks label="Pages" page={1} pageCount={2} hrefFor={(page) => `?page=${page}`} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Go to first page' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Go to previous page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Go to next page' })).not.toHaveAttribute('aria-disabled');
    unmount();
    render(
      <MemoryRouter>
        <PageLinks label="Pages" page={2} pageCount={2} hrefFor={(page) => `?page=${page}`} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Go to last page' })).toHaveAttribute('aria-disabled', 'true');
  });
});
