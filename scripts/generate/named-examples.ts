// The shape of the generated examples, apart from the hub that builds them (examples.ts): the per-area builders
// (the areas' `*.examples.ts` under scripts/mock/areas/) return it and the hub imports them, so it lives here (no import cycles).

export interface Example {
  summary: string;
  value: unknown;
}
/** Named examples of one response. Insertion order is kept: Prism serves the first when asked for none. */
export type NamedExamples = Record<string, Example>;
/** Success examples by operationId. */
export type SuccessExamples = Record<string, NamedExamples>;
