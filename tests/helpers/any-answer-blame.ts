// Names the field of a failing answer. fast-check shrinks an optional field towards absent, so a screen that trips
// over a missing field gets a counter-example with every optional field left out, which names no field. This puts
// the left-out fields back one at a time (each from the spec's fullest answer, tests/helpers/edge-answers.ts): the
// one whose return makes the screen pass is the field it cannot do without.
import type { AnsweredOperation } from '../arbitraries/api-answers.gen.ts';
import { edgeAnswer } from './edge-answers.ts';

type Answers = Partial<Record<AnsweredOperation, unknown>>;
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface Absent {
  /** Where it is missing, e.g. `evse.connectors[0].model`. */
  path: string;
  /** The answer with the field put back. */
  with: (answer: unknown) => unknown;
}

/** The fields `full` has and `given` leaves out, at any depth (list items compared with `full`'s first item). */
function absentFields(given: unknown, full: unknown, path = ''): Absent[] {
  if (Array.isArray(given) && Array.isArray(full) && full.length > 0) {
    return given.flatMap((item, index) =>
      absentFields(item, full[0], `${path}[${String(index)}]`).map((absent) => ({
        path: absent.path,
        with: (answer: unknown) =>
          (answer as unknown[]).map((each, at) => (at === index ? absent.with(each) : each)),
      })),
    );
  }
  if (!isObject(given) || !isObject(full)) return [];
  return Object.keys(full).flatMap((key): Absent[] => {
    const at = path === '' ? key : `${path}.${key}`;
    if (!(key in given)) return [{ path: at, with: (answer) => ({ ...(answer as Json), [key]: full[key] }) }];
    return absentFields(given[key], full[key], at).map((absent) => ({
      path: absent.path,
      with: (answer: unknown) => ({ ...(answer as Json), [key]: absent.with((answer as Json)[key]) }),
    }));
  });
}

/**
 * Says which left-out field of the counter-example the screen needs: the first whose return makes `judge` pass.
 * Each try is one more render, so this runs only after a failure.
 */
export async function blameAbsentField(
  counterexample: Answers | undefined,
  judge: (answers: Answers) => Promise<void>,
): Promise<string> {
  if (counterexample === undefined) return 'No counter-example to blame.';
  for (const [id, answer] of Object.entries(counterexample) as [AnsweredOperation, unknown][]) {
    for (const absent of absentFields(answer, edgeAnswer(id, 'longest'))) {
      const passes = await judge({ ...counterexample, [id]: absent.with(answer) }).then(
        () => true,
        () => false,
      );
      if (passes)
        return `Blamed field: ${id} → ${absent.path} (absent, the screen breaks; given, it passes).`;
    }
  }
  return 'No single absent field explains it: the counter-example above is the answer to read.';
}
