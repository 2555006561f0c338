// What one area of the mock gives the data layer: its name (its folder under scripts/mock/areas/) and the handler
// maps of its handler files (`*.handlers.ts`), each by operationId. Each area declares itself in `<area>.area.ts`; the registry
// (mock-areas.ts) lists the areas.
import type { DataHandler } from '../data/data-handler.ts';

export type HandlerMap = Readonly<Record<string, DataHandler>>;

export interface MockArea {
  readonly name: string;
  readonly handlers: readonly HandlerMap[];
}

/**
 * Every area's handlers in one map by operationId. Two handlers for one operation are a mistake (one would silently
 * win), so they are refused when the mock loads, naming both areas.
 */
export function handlersOf(areas: readonly MockArea[]): HandlerMap {
  const handlers: Record<string, DataHandler> = {};
  const areaOf = new Map<string, string>();
  for (const area of areas) {
    for (const [operationId, handler] of area.handlers.flatMap((map) => Object.entries(map))) {
      const other = areaOf.get(operationId);
      if (other !== undefined) {
        throw new Error(`${operationId} has two handlers, in the mock areas ${other} and ${area.name}`);
      }
      areaOf.set(operationId, area.name);
      handlers[operationId] = handler;
    }
  }
  return handlers;
}
