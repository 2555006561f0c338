import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { clearSession } from './session-storage.ts';

/** Signs out on purpose: nothing of the session stays stored, and /login has no page to go "back" to. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;
  return useCallback(async () => {
    // Told where the sign-out happened, the guard (which sees the cleared session first) does not offer this
    // page as the way back.
    clearSession(here);
    await navigate(paths.login(), { replace: true });
  }, [navigate, here]);
}
