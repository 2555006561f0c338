import { isActiveValue, type FilterGroup, type FilterState } from '../filters/filter-state.ts';
import type { ListConfig, ListSort } from './list-state.ts';

/*
 * THE shape of a server-paged list (DESIGN §3 "The data layer"): one module per list owns its whole contract with
 * its call — the filter groups it offers, the call's query parameters, the mapping from list state to request, and
 * the cache key (built from the whole request). The screen builds its request with `listRequest`, its cache key with
 * `listKey`, and the data-backed mock reads a request's parameters with `readRequest` from the same declaration, so a
 * parameter is declared once. The modules are in this folder; `tests/unit/domain/list-modules.property.test.ts`
 * checks every one of them.
 */

/** How a query parameter travels: one value, a repeated one (`style: form, explode: true`), or a whole number. */
export type ParamShape<V> = 0 extends 1 & V
  ? 'one' | 'many' | 'int' // any: a module whatever its call (AnyListModule)
  : [V] extends [readonly string[]]
    ? 'many'
    : [V] extends [number]
      ? 'int'
      : [V] extends [string]
        ? 'one'
        : never;

/**
 * Every query parameter of a list call with its shape. Typed from the generated call, so a parameter added to the
 * spec does not compile until it is declared here — and the mock then reads it.
 */
export type ServerParams<Q> = { readonly [P in keyof Q]-?: ParamShape<NonNullable<Q[P]>> };

/** How one filter group narrows the call: the parameters it writes and the part of the request a value makes. */
export interface GroupServer<V, Q, C> {
  readonly params: readonly (keyof Q & string)[];
  /** The parameters for a value; `{}` when the value does not narrow (or the wire cannot say it). */
  readonly query: (value: V, context: C) => Partial<Q>;
  /**
   * Its two parameters are the first and last value of an inclusive range (one alone means both), compared as text
   * (`yyyy-MM-dd`). Without it each parameter narrows by its shape (`narrowerOrEqual`).
   */
  readonly range?: true;
}

/** What a request is built from: the list state the URL holds (domain/lists/list-state.ts), all pages or one. */
export interface RequestState<K extends string = string> {
  readonly filters: Partial<FilterState>;
  readonly text: string;
  readonly page: number;
  readonly sort: ListSort<K> | null;
}

/**
 * One list's contract. `G`: its filter groups; `K`: its sort keys; `Q`: the call's query; `C`: what the request needs
 * besides the list state (the fleets for the fleet filter, the charger a log belongs to …).
 */
export interface ListModule<G extends FilterGroup, K extends string, Q extends object, C> {
  /** The list's name: the first part of its cache keys after its feature's root. */
  readonly name: string;
  /** The groups it offers and its sort keys: what the list controller (useListUrl) reads and writes in the URL. */
  readonly list: ListConfig<K, G>;
  readonly params: ServerParams<Q>;
  /** Per offered group: how the call narrows it, or null when only the client filters it. */
  readonly server: { readonly [P in G]: GroupServer<FilterState[P], Q, C> | null };
  /** The request's other parameters: search text, page, sort, scope. */
  base(state: RequestState<K>, context: C): Q; // a method: any module is an AnyListModule
}

/** A change to a list's own URL params: a value replaces the param (a list repeats it), null removes it. */
export type KeptChange = Readonly<Record<string, string | readonly string[] | null>>;

/**
 * A list whose filters are not shared filter groups but its own URL params (the job runs: job, state, site, dates):
 * the module also says how to read them from the URL, whether they narrow, how many are set and the change that
 * clears them. The params are the module's `list.keep`, so the one list controller carries them and an old link
 * with them opens the same view. What they read to is the request's context (`C`).
 */
export interface KeptFilters<C> {
  readonly read: (params: URLSearchParams) => C;
  /** How many of them are set (the Filters button's badge; 0: the list is not narrowed by them). */
  readonly count: (filters: C) => number;
  /** The change that clears every one of them. */
  readonly clear: KeptChange;
}

/** A list module whose filters are its own URL params (see KeptFilters). */
export interface KeptListModule<
  G extends FilterGroup,
  K extends string,
  Q extends object,
  C,
> extends ListModule<G, K, Q, C> {
  readonly kept: KeptFilters<C>;
}

/** A list's module whatever its types (for code that treats every list alike, such as the property test). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- variance: any module is one of these
export type AnyListModule = ListModule<any, any, any, any>;

/** The call's request for a list state: the base, then each offered group's parameters. */
export function listRequest<G extends FilterGroup, K extends string, Q extends object, C>(
  module: ListModule<G, K, Q, C>,
  state: RequestState<K>,
  context: C,
): Q {
  const request = module.base(state, context);
  const narrow = <P extends G>(group: P) => {
    const server = module.server[group];
    const value = state.filters[group];
    if (server !== null && value !== undefined) Object.assign(request, server.query(value, context));
  };
  module.list.groups.forEach(narrow);
  return request;
}

/**
 * The active groups the call cannot narrow (no server entry, or a value the wire cannot say: a date on another
 * field than `created`, a fleet name no listed fleet has): only the engine applies them, so while not every page is
 * loaded they apply to the loaded rows only.
 */
export function clientOnlyGroups<G extends FilterGroup, K extends string, Q extends object, C>(
  module: ListModule<G, K, Q, C>,
  filters: Partial<FilterState>,
  context: C,
): G[] {
  const clientOnly = <P extends G>(group: P): boolean => {
    const server = module.server[group];
    const value = filters[group];
    if (value === undefined || !isActiveValue(value)) return false;
    return server === null || Object.keys(server.query(value, context)).length === 0;
  };
  return module.list.groups.filter(clientOnly);
}

/**
 * A stable text for a request, built from the whole request: every parameter it carries, in key order, so equal
 * requests give equal keys whatever their key order, and two requests that differ in any parameter — a new one
 * included — never share a key (a key that once listed its parameters by hand dropped any it did not list). An absent
 * parameter, an empty text and an empty list say the same (no narrowing) and give the same key.
 */
export function requestKey(request: object): string {
  const sent = Object.entries(request)
    .filter(
      ([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0),
    )
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(sent);
}

/** The list's part of a cache key: its name and the whole request. */
export function listKey(module: { readonly name: string }, request: object): readonly [string, string] {
  return [module.name, requestKey(request)];
}

/**
 * A request's parameters as the server reads them (the data-backed mock: Prism has already checked every value
 * against the spec), from the module's own declaration: a parameter the request lacks is absent.
 */
export function readRequest<Q extends object>(params: ServerParams<Q>, search: URLSearchParams): Partial<Q> {
  const request: Record<string, string | number | string[]> = {};
  for (const [name, shape] of Object.entries<string>(params)) {
    if (shape === 'many') {
      const values = search.getAll(name);
      if (values.length > 0) request[name] = values;
      continue;
    }
    const value = search.get(name);
    if (value === null) continue;
    if (shape === 'int') {
      const number = Number(value);
      if (Number.isInteger(number)) request[name] = number;
    } else request[name] = value;
  }
  // The declaration is typed from Q, and each value was read in the shape it declares for that parameter.
  return request as Partial<Q>;
}

type Within = (next: unknown, base: unknown) => boolean;

const present = (value: unknown) =>
  value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

/** A repeated parameter ORs its values: fewer values narrow; none means no narrowing. */
const subsetWithin: Within = (next, base) =>
  !present(base) ||
  (Array.isArray(next) && next.length > 0 && next.every((value) => (base as unknown[]).includes(value)));

/** A one-value parameter (text, a scope): only the same value is narrower, since its matching is the server's own. */
const equalWithin: Within = (next, base) => !present(base) || next === base;

const BY_SHAPE: Readonly<Record<'one' | 'many' | 'int', Within>> = {
  one: equalWithin,
  many: subsetWithin,
  int: equalWithin,
};

/** The first and last value of a range (one end alone means both); null when it has neither. */
function rangeEnds(from: unknown, to: unknown): readonly [string, string] | null {
  if (!present(from) && !present(to)) return null;
  const first = String(present(from) ? from : to);
  const last = String(present(to) ? to : from);
  return [first, last];
}

/** An inclusive range encloses the other one (an absent range encloses everything). */
function rangeWithin(
  next: readonly [string, string] | null,
  base: readonly [string, string] | null,
): boolean {
  if (base === null) return true;
  return next !== null && next[0] >= base[0] && next[1] <= base[1];
}

/**
 * True when every row `next` can answer is also in `base`'s answer, so once every page of `base` is loaded the
 * client alone can answer `next` (the engine applies every group anyway). Derived from the module's declaration,
 * so no parameter can be left out: a range group's two parameters by enclosure, every other parameter by its shape —
 * a repeated one by subset (OR within a group), a one-value one (search text, a scope) only when unchanged. Meant
 * for requests of every page (no `page`).
 */
export function narrowerOrEqual<Q extends object>(
  module: {
    readonly params: ServerParams<Q>;
    readonly server: Readonly<Record<string, GroupServer<never, Q, never> | null>>;
  },
  next: Partial<Q>,
  base: Partial<Q>,
): boolean {
  const value = (request: Partial<Q>, name: string): unknown => (request as Record<string, unknown>)[name];
  const ranged = new Set<string>();
  for (const server of Object.values(module.server)) {
    const [from, to] = server?.range === true ? server.params : [];
    if (from === undefined || to === undefined) continue;
    ranged.add(from).add(to);
    const ends = (request: Partial<Q>) => rangeEnds(value(request, from), value(request, to));
    if (!rangeWithin(ends(next), ends(base))) return false;
  }
  return Object.entries<'one' | 'many' | 'int'>(module.params).every(
    ([name, shape]) => ranged.has(name) || BY_SHAPE[shape](value(next, name), value(base, name)),
  );
}

/** A list group's chosen values as they go on the wire: sorted (equal choices, equal requests). */
export function sortedChoices<T extends string>(values: readonly T[]): T[] {
  return [...values].sort();
}
