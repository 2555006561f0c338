import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { clearSession } from './session-storage.ts';

/** Signs out on purpose: straight to /login (no way "back"), then nothing of the session stays stored. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    // Leave the guarded page first, or the guard would see the cleared session and remember this page as `from`.
    await navigate(paths.login(), { replace: true });
    clearSession();
  }, [navigate]);
}
