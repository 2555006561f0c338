// The provider-state catalogue as backend teams read it: every state of contracts/provider-states.ts with what it
// means (its `setup` text), the parameters the pacts send with it, the values a state-change answer may hand back
// (provider-state expressions such as `${siteKey}`), and the operations that use it. docs/provider-states.md, the
// kit's states.json and its `states` command are all rendered from this one list.
import { PROVIDER_STATES, type ProviderStateDef } from '../../../contracts/provider-states.ts';
import type { PactInteraction } from '../pact-files.ts';
import { operationOf } from './select.ts';

export interface StateEntry {
  name: string;
  /** What the provider must hold for the interactions given this state (the `setup` text). */
  meaning: string;
  /** How the portal's own mock answers while the state is active (a hint of what is expected). */
  mock: string;
  /** Parameter name → the distinct values the pacts send for it (handed to the state-change URL). */
  params: Record<string, string[]>;
  /** Names the state-change answer may supply; the verifier puts them into the request. */
  injected: string[];
  operations: string[];
  interactions: number;
}

const EXPRESSION = /\$\{(\w+)\}/g;

/** "the mock answers …", in words. */
export function mockAnswer(def: ProviderStateDef): string {
  if (def.mock === 'rule') return 'from its dataset, as for the portal';
  if ('dataset' in def.mock) return `from its dataset in the state "${def.mock.dataset}"`;
  if ('code' in def.mock) return `status ${def.mock.code}`;
  return `the example "${def.mock.example}"`;
}

const sorted = (values: Iterable<string>): string[] => [...values].sort((a, b) => a.localeCompare(b));

/**
 * Every state the catalogue defines, plus any state a pact names that it does not (with an empty meaning, which
 * the tests reject), in name order.
 */
export function stateCatalogue(
  interactions: readonly PactInteraction[],
  states: Readonly<Record<string, ProviderStateDef>> = PROVIDER_STATES,
): StateEntry[] {
  const byName = new Map<
    string,
    { params: Map<string, Set<string>>; injected: Set<string>; operations: Set<string>; count: number }
  >();
  const slot = (name: string) => {
    let entry = byName.get(name);
    if (!entry) {
      entry = { params: new Map(), injected: new Set(), operations: new Set(), count: 0 };
      byName.set(name, entry);
    }
    return entry;
  };
  for (const name of Object.keys(states)) slot(name);
  for (const interaction of interactions) {
    const generators = JSON.stringify(interaction.request.generators ?? {});
    const expressions = [...generators.matchAll(EXPRESSION)].map((match) => match[1] ?? '');
    for (const state of interaction.providerStates ?? []) {
      const entry = slot(state.name);
      entry.count += 1;
      entry.operations.add(operationOf(interaction));
      for (const name of expressions) entry.injected.add(name);
      for (const [key, value] of Object.entries(state.params ?? {})) {
        const values = entry.params.get(key) ?? new Set<string>();
        values.add(typeof value === 'string' ? value : JSON.stringify(value));
        entry.params.set(key, values);
      }
    }
  }
  return sorted(byName.keys()).map((name) => {
    const entry = slot(name);
    const def = Object.prototype.hasOwnProperty.call(states, name) ? states[name] : undefined;
    return {
      name,
      meaning: def?.setup.trim() ?? '',
      mock: def ? mockAnswer(def) : 'not mapped',
      params: Object.fromEntries(
        sorted(entry.params.keys()).map((key) => [key, sorted(entry.params.get(key) ?? [])]),
      ),
      injected: sorted(entry.injected),
      operations: sorted(entry.operations),
      interactions: entry.count,
    };
  });
}

/** Why a state's meaning is not good enough for a backend team, or undefined when it is. */
export function meaningProblem(entry: StateEntry): string | undefined {
  const text = entry.meaning;
  if (text === '') return 'has no description (add `setup` in contracts/provider-states.ts)';
  if (text.length < 15) return `has a description too short to act on: "${text}"`;
  if (/\b(todo|tbd|fixme)\b/i.test(text)) return `has a placeholder description: "${text}"`;
  if (/\bissue\s*#?\d+/i.test(text)) return 'cites an issue number, which a backend team cannot read';
  return undefined;
}

const MAX_EXAMPLES = 3;

function paramsText(params: Record<string, string[]>): string {
  const parts = Object.entries(params).map(([key, values]) => {
    const shown = values.slice(0, MAX_EXAMPLES).map((value) => `\`${value}\``);
    const more = values.length > MAX_EXAMPLES ? ` (+${values.length - MAX_EXAMPLES} more)` : '';
    return `${key} = ${shown.join(', ')}${more}`;
  });
  return parts.length === 0 ? 'none' : parts.join('; ');
}

/** docs/provider-states.md: one section per state, in name order. */
export function statesMarkdown(entries: readonly StateEntry[], stamp: { specVersion: string }): string {
  const used = entries.filter((entry) => entry.interactions > 0).length;
  const lines = [
    '# Provider states',
    '',
    '<!-- Generated by `npm run docs:states` from contracts/provider-states.ts and contracts/pacts/*.json: do not',
    '     edit by hand. `npm run test:unit` fails when this page is stale or a state has no description. -->',
    '',
    `The ${entries.length} provider states of the portal's pacts (spec ${stamp.specVersion}; ${used} used by at least one`,
    'interaction). Before each interaction the verifier POSTs `{"state", "params", "action": "setup"}` to your',
    'state-change URL, and the same body with `"action": "teardown"` after it. Under each state: what your service must',
    'hold for its interactions to pass; **params**, the values the pacts send; **may return**, the values your',
    "state-change answer may hand back as a JSON object, which the verifier puts into the request's path or body in",
    "place of the pact's own example; **used by**, the operations whose interactions are given the state; **mock**, how",
    "the portal's mock answers (a hint of what is expected). The kit prints the same list:",
    '`npx operator-portal-contracts states` (`--json` for a machine-readable copy). How to verify:',
    '[backend-teams.md](backend-teams.md).',
  ];
  for (const entry of entries) {
    lines.push('', `## ${entry.name}`, '', entry.meaning.replace(/\s*\n\s*/g, ' '), '');
    lines.push(`- **params:** ${paramsText(entry.params)}`);
    if (entry.injected.length > 0) {
      lines.push(`- **may return:** ${entry.injected.map((name) => `\`${name}\``).join(', ')}`);
    }
    lines.push(
      `- **used by:** ${entry.operations.join(', ') || 'no interaction'} (${entry.interactions} ` +
        `interaction${entry.interactions === 1 ? '' : 's'})`,
    );
    lines.push(`- **mock:** ${entry.mock}`);
  }
  return `${lines.join('\n')}\n`;
}

function wrap(text: string, width: number, indent: string): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line !== '' && line.length + word.length + 1 > width) {
      out.push(indent + line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') out.push(indent + line);
  return out;
}

/** The kit's `states` command. */
export function statesText(entries: readonly StateEntry[]): string {
  const lines: string[] = [];
  for (const entry of entries) {
    lines.push(entry.name);
    lines.push(...wrap(entry.meaning, 100, '    '));
    lines.push(`    params: ${paramsText(entry.params).replace(/`/g, '')}`);
    if (entry.injected.length > 0) lines.push(`    may return: ${entry.injected.join(', ')}`);
    lines.push(
      `    used by: ${entry.operations.join(', ') || 'no interaction'} (${entry.interactions} interactions)`,
    );
    lines.push('');
  }
  lines.push(`${entries.length} provider states`);
  return lines.join('\n');
}
