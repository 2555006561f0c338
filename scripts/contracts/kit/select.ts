// Which interactions of a pact a kit run verifies: by operation (the operationId every description starts with) and
// by provider state. Unknown names are an error, so a typo never verifies nothing and passes.
import type { PactFile, PactInteraction } from '../pact-files.ts';

export interface Selection {
  operations: readonly string[];
  states: readonly string[];
}

export const operationOf = (interaction: PactInteraction): string =>
  interaction.description.split(':')[0]?.trim() ?? interaction.description;

const statesOf = (interaction: PactInteraction): string[] =>
  (interaction.providerStates ?? []).map((state) => state.name);

/** Repeated flags and comma-separated lists alike: `--operation a,b --operation c`. */
export const listOf = (values: readonly string[] | undefined): string[] =>
  (values ?? [])
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');

export function selectInteractions(pact: PactFile, selection: Selection): PactFile {
  const operations = new Set(pact.interactions.map(operationOf));
  const states = new Set(pact.interactions.flatMap(statesOf));
  const unknownOperations = selection.operations.filter((name) => !operations.has(name));
  const unknownStates = selection.states.filter((name) => !states.has(name));
  const problems = [
    ...unknownOperations.map((name) => `no interaction calls the operation "${name}"`),
    ...unknownStates.map((name) => `no interaction is given the provider state "${name}"`),
  ];
  if (problems.length > 0) {
    throw new Error(`${problems.join('\n')}\n(\`operations\` and \`states\` list what the pacts hold)`);
  }
  const interactions = pact.interactions.filter(
    (interaction) =>
      (selection.operations.length === 0 || selection.operations.includes(operationOf(interaction))) &&
      (selection.states.length === 0 ||
        statesOf(interaction).some((state) => selection.states.includes(state))),
  );
  if (interactions.length === 0)
    throw new Error('no interaction has both the operations and the states asked for');
  return { ...pact, interactions };
}

/** operationId → interaction count, in name order. */
export function operationCounts(pact: PactFile): [string, number][] {
  const counts = new Map<string, number>();
  for (const interaction of pact.interactions) {
    const name = operationOf(interaction);
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts.entries()].sort(([a], [b]) => a.localeCompare(b));
}
