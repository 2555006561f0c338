// What the scenario switcher stores per operation and how a stored choice becomes the mock's scenario header.
// Pure: no storage, no React. The header grammar is the one scripts/mock/select-example.ts parses
// (`parseScenarioHeader`); tests/unit/scenario holds the two sides together.

/** The request header the dev mock proxy reads; equal to SCENARIO_HEADER of scripts/mock/select-example.ts. */
export const SCENARIO_HEADER = 'x-mock-scenario';

/** What the mock answers for one operation instead of what its selection rule picks. */
export type Answer =
  | { kind: 'rule' }
  | { kind: 'example'; name: string }
  | { kind: 'error'; status: number }
  /** A 401 on the first try, the normal answer on the retry: the portal's token-refresh flow. */
  | { kind: 'refresh' };

export interface Choice {
  answer: Answer;
  /** How long the mock holds the answer (a slow answer); 0 = not held. */
  delayMs: number;
}

/** Choices by operation key (`GET /ui/v1/sites/hems/{hemsId}`); operations without a choice are absent. */
export type Choices = Readonly<Record<string, Choice>>;

export const RULE: Answer = { kind: 'rule' };
export const DELAYS_MS = [0, 1_000, 3_000, 10_000] as const;
const MAX_DELAY_MS = 60_000;

export function operationKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}

export function isActive(choice: Choice | undefined): choice is Choice {
  return choice !== undefined && (choice.answer.kind !== 'rule' || choice.delayMs > 0);
}

/** One string per answer: the value of the switcher's select and the stored form. */
export function encodeAnswer(answer: Answer): string {
  switch (answer.kind) {
    case 'rule':
      return 'rule';
    case 'example':
      return `example=${answer.name}`;
    case 'error':
      return `code=${answer.status}`;
    case 'refresh':
      return 'refresh';
  }
}

export function decodeAnswer(value: unknown): Answer | undefined {
  if (typeof value !== 'string') return undefined;
  if (value === 'rule') return RULE;
  if (value === 'refresh') return { kind: 'refresh' };
  const example = /^example=([^\s;=]+)$/.exec(value);
  if (example?.[1]) return { kind: 'example', name: example[1] };
  const code = /^code=([1-5]\d\d)$/.exec(value);
  if (code?.[1]) return { kind: 'error', status: Number(code[1]) };
  return undefined;
}

function decodeChoice(raw: unknown): Choice | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { answer, delayMs } = raw as { answer?: unknown; delayMs?: unknown };
  const decoded = decodeAnswer(answer);
  const delay = delayMs === undefined ? 0 : delayMs;
  if (
    !decoded ||
    typeof delay !== 'number' ||
    !Number.isInteger(delay) ||
    delay < 0 ||
    delay > MAX_DELAY_MS
  ) {
    return undefined;
  }
  return { answer: decoded, delayMs: delay };
}

/** Reads the stored form; never throws. Entries that are malformed or inactive are dropped. */
export function parseChoices(text: string | null | undefined): Choices {
  if (!text) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const choices: Record<string, Choice> = {};
  for (const [key, value] of Object.entries(raw)) {
    const choice = decodeChoice(value);
    if (/^[A-Z]+ \/\S*$/.test(key) && isActive(choice)) choices[key] = choice;
  }
  return choices;
}

export function serializeChoices(choices: Choices): string {
  const stored: Record<string, { answer: string; delayMs: number }> = {};
  for (const [key, choice] of Object.entries(choices)) {
    if (isActive(choice)) stored[key] = { answer: encodeAnswer(choice.answer), delayMs: choice.delayMs };
  }
  return JSON.stringify(stored);
}

/**
 * The scenario header for one call, or undefined when the choice changes nothing. `callId` names this call: the
 * 401 of the refresh answer applies to the first request carrying it, and the retry carries it again.
 */
export function scenarioHeaderValue(choice: Choice | undefined, callId: () => string): string | undefined {
  if (!isActive(choice)) return undefined;
  const parts: string[] = [];
  const { answer } = choice;
  if (answer.kind === 'example') parts.push(`example=${answer.name}`);
  if (answer.kind === 'error') parts.push(`code=${answer.status}`);
  if (answer.kind === 'refresh') parts.push('code=401', `once=${callId()}`);
  if (choice.delayMs > 0) parts.push(`delay=${choice.delayMs}`);
  return parts.join('; ');
}

export function describeAnswer(answer: Answer): string {
  switch (answer.kind) {
    case 'rule':
      return 'normal answer';
    case 'example':
      return `example “${answer.name}”`;
    case 'error':
      return `error ${answer.status}`;
    case 'refresh':
      return '401, then refresh and retry';
  }
}

export function describeChoice(choice: Choice): string {
  const delay = choice.delayMs > 0 ? `${choice.delayMs / 1000} s late` : '';
  if (choice.answer.kind === 'rule') return delay || 'normal answer';
  return delay ? `${describeAnswer(choice.answer)}, ${delay}` : describeAnswer(choice.answer);
}
