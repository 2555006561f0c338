import { useState } from 'react';
import {
  appendLiveSample,
  EMPTY_LIVE_HISTORY,
  type LiveHistory,
} from '../../../domain/energy/live-stream.ts';
import type { SiteEnergyLive } from '../api/get-site-energy-live.ts';

/**
 * The samples polled since the view opened, newest last (the API answers only the latest one). Each new answer is
 * appended once, while rendering (no effect, no second pass): a poll that brings nothing newer keeps the same history
 * object, so the chart does not redraw.
 */
export function useLiveHistory(data: SiteEnergyLive | undefined, pollMs: number): LiveHistory {
  const [state, setState] = useState<{ seen: SiteEnergyLive | undefined; history: LiveHistory }>({
    seen: undefined,
    history: EMPTY_LIVE_HISTORY,
  });
  if (state.seen === data) return state.history;
  const history = data === undefined ? state.history : appendLiveSample(state.history, data, pollMs);
  setState({ seen: data, history });
  return history;
}
