import type { ComponentType } from 'react';
import { withLoadTimeout } from './lazy-with-timeout.ts';
import { LoadFailurePage } from './load-failure-page.tsx';

/**
 * A route's `lazy` that never rejects. React Router 7.18 keeps a route whose `lazy` rejected marked as still to be
 * loaded and then renders nothing below its parent — not even the route's errorElement: a blank page. So a chunk
 * that fails, or stalls past the 120 s time-out (SPEC §9), resolves to a screen that shows the load-failure page
 * (Reload) in the route's place, inside its layout.
 */
export function lazyRoute(load: () => Promise<ComponentType>): () => Promise<{ Component: ComponentType }> {
  const timed = withLoadTimeout(load);
  return async () => {
    try {
      return { Component: await timed() };
    } catch (error) {
      return { Component: () => <LoadFailurePage error={error} /> };
    }
  };
}
