import { Outlet, useMatches } from 'react-router-dom';
import { invalidUuidParams } from '../config/route-meta.ts';
import { InvalidLinkScreen } from './invalid-link-screen.tsx';

/** The screen of the current route, unless a uuid-named param of its URL is not a uuid (a broken link). */
export function CheckedOutlet() {
  const params = useMatches().at(-1)?.params ?? {};
  const invalid = invalidUuidParams(params);
  return invalid.length > 0 ? <InvalidLinkScreen invalid={invalid} params={params} /> : <Outlet />;
}
