import { Outlet } from 'react-router-dom';
import { NavigationProgress } from './navigation-progress.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

/** Above every layout: scroll-to-top on a change of page, and the loading bar while a page's code loads. */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <NavigationProgress />
      <Outlet />
    </>
  );
}
