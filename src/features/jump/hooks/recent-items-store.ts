import { useCallback, useMemo, useState } from 'react';
import { readStoredValue, STORAGE_KEYS, writeStoredValue } from '../../../auth/session-storage.ts';
import { useStoredSession } from '../../../auth/use-stored-session.ts';
import type { JumpTarget } from '../../../domain/search/jump-target.ts';
import { readRecentItems, withRecentItem } from '../../../domain/search/recent-items.ts';
import { subjectOf } from '../../../domain/auth/token-subject.ts';

/**
 * The signed-in person's recent jump targets (local storage `recent-items`, keyed by the access token's `sub`;
 * removed with every other key on sign-out). Read when the dialog opens; a write that the browser refuses is
 * forgotten quietly (storage full or disabled), as every other stored value.
 */
export function useRecentItems(): { items: JumpTarget[]; remember: (target: JumpTarget) => void } {
  const sub = subjectOf(useStoredSession().token);
  const [version, setVersion] = useState(0);
  const items = useMemo(
    () => readRecentItems(readStoredValue(STORAGE_KEYS.recentItems), sub),
    // `version` re-reads after a write here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [sub, version],
  );
  const remember = useCallback(
    (target: JumpTarget) => {
      const next = withRecentItem(readStoredValue(STORAGE_KEYS.recentItems), sub, target);
      if (next !== null) writeStoredValue(STORAGE_KEYS.recentItems, next);
      setVersion((v) => v + 1);
    },
    [sub],
  );
  return { items, remember };
}
