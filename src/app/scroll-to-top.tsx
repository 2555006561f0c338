import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * SPEC §1 "every navigation scrolls to the top", DESIGN §3: a change of page (pathname) does; a change of only the
 * search params is filtering on the same page and keeps the position. Layout effect: the new page never paints at
 * the old position.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
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
