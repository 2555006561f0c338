import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * SPEC §1 "every navigation scrolls to the top", DESIGN §3: a change of page (pathname) does — by link or by
 * back/forward; a change of only the search params is filtering on the same page and keeps the position. Layout
 * effect: the new page never paints at the old position.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    // The browser's own restoration on back/forward would, once the page's data has arrived, put the old position
    // back over ours: the portal decides where a page starts.
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    // The same as window.scrollTo(0, 0), which jsdom (the component tests) does not implement and complains about.
    const viewport = document.scrollingElement ?? document.documentElement;
    viewport.scrollTop = 0;
    viewport.scrollLeft = 0;
  }, [pathname]);
  return null;
}
