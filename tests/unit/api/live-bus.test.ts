import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  liveStatus,
  onLiveEvent,
  onLiveStatus,
  publishLiveEvent,
  setLiveStatus,
  type LiveEvent,
} from '../../../src/api/live-bus';

const event: LiveEvent = { id: '7', type: 'gateway.offline', data: { siteKey: 'S1' } };

describe('live bus', () => {
  afterEach(() => setLiveStatus('off'));

  it('hands each event to every subscriber until it unsubscribes', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = onLiveEvent(first);
    const stopSecond = onLiveEvent(second);
    publishLiveEvent(event);
    stopFirst();
    publishLiveEvent({ ...event, id: '8' });
    stopSecond();
    expect(first.mock.calls).toEqual([[event]]);
    expect(second.mock.calls.map(([e]) => (e as LiveEvent).id)).toEqual(['7', '8']);
  });

  it('keeps delivering to the others when one subscriber throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    const stopBad = onLiveEvent(() => {
      throw new Error('broken consumer');
    });
    const stopAfter = onLiveEvent(after);
    publishLiveEvent(event);
    stopBad();
    stopAfter();
    expect(after).toHaveBeenCalledWith(event);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });

  it('tells status subscribers only about changes', () => {
    const seen: string[] = [];
    const stop = onLiveStatus((status) => seen.push(status));
    setLiveStatus('connecting');
    setLiveStatus('connecting');
    setLiveStatus('live');
    stop();
    setLiveStatus('polling');
    expect(seen).toEqual(['connecting', 'live']);
    expect(liveStatus()).toBe('polling');
  });
});
