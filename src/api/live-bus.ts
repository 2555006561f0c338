// The one place in a tab where events from the live event stream (`GET /ui/v1/events`) are handed out. The stream's
// connection publishes every event it parsed here; the query-cache updater, the bell and the lists' "N new" banners
// subscribe. Keeping the hand-out apart from the connection lets each consumer be tested without a stream, and keeps
// the DOM out of it: consumers change the query cache or their own state, never the page directly.

/** An event as the stream delivers it: the SSE `id`, the event type (`event:` field) and its parsed JSON `data`. */
export interface LiveEvent {
  readonly id: string;
  readonly type: string;
  readonly data: unknown;
}

/** The connection's state, shown to staff: streaming, trying again after a drop, or polling while it cannot stream. */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'polling' | 'off';

type EventHandler = (event: LiveEvent) => void;
type StatusHandler = (status: LiveStatus) => void;

const eventHandlers = new Set<EventHandler>();
const statusHandlers = new Set<StatusHandler>();
let currentStatus: LiveStatus = 'off';

/** Calls `handler` for every event published from now on; returns the function that stops it. */
export function onLiveEvent(handler: EventHandler): () => void {
  eventHandlers.add(handler);
  return () => {
    eventHandlers.delete(handler);
  };
}

/**
 * Hands `event` to every subscriber. A subscriber that throws does not keep the event from the others: a bad event or
 * a bug in one consumer must not stop the bell or the lists.
 */
export function publishLiveEvent(event: LiveEvent): void {
  for (const handler of [...eventHandlers]) {
    try {
      handler(event);
    } catch (error) {
      console.error('A live event handler failed', event.type, error);
    }
  }
}

/** The connection's state now. */
export function liveStatus(): LiveStatus {
  return currentStatus;
}

/** Calls `handler` whenever the connection's state changes; returns the function that stops it. */
export function onLiveStatus(handler: StatusHandler): () => void {
  statusHandlers.add(handler);
  return () => {
    statusHandlers.delete(handler);
  };
}

/** Sets the connection's state and tells the subscribers when it changed. */
export function setLiveStatus(status: LiveStatus): void {
  if (status === currentStatus) return;
  currentStatus = status;
  for (const handler of [...statusHandlers]) handler(status);
}
