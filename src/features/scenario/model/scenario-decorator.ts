import type { RequestDecorator } from '../../../api/client.ts';
import { operationKey, SCENARIO_HEADER, scenarioHeaderValue } from './scenario-choices.ts';
import type { ScenarioStore } from './scenario-store.ts';

let calls = 0;

/** Unique per page load and call; only the mock proxy reads it, to tell a call from its retry. */
export function newCallId(): string {
  calls += 1;
  return `${Date.now().toString(36)}-${calls.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * The dev client's request decorator: adds the scenario header the switcher chose for the request's operation.
 * Reads the store on every call, so a new choice applies to the next request without a reload.
 */
export function createScenarioDecorator(
  store: ScenarioStore,
  callId: () => string = newCallId,
): RequestDecorator {
  return (request, { method, schemaPath }) => {
    const value = scenarioHeaderValue(store.read()[operationKey(method, schemaPath)], callId);
    if (value !== undefined) request.headers.set(SCENARIO_HEADER, value);
  };
}
