// What changed between two versions of the spec, and which changes can break a backend or an older portal build.
// The classification is api-smart-diff's (its OpenAPI rules: removed operations, paths, status codes, media types
// and enum values of requests; newly required parameters and request fields; narrowed request types), with rules of
// ours on top where the portal, with backends of other teams on the far side, is stricter than the general rules:
// - in an answer, a removed field (even an optional one: an older portal build may read it) and any change of a
//   field's type or bounds — narrowed, a backend's answers no longer conform; widened, an older build may not read
//   them — are breaking; a removed enum value is breaking, a new one only a warning (the portal shows values it does
//   not know as they are);
// - a renamed operationId, or an operation that was public and now needs a token, is breaking.
// Only the operations whose text or referenced components changed are compared (the whole spec takes seconds).
import { apiCompare, type Diff } from 'api-smart-diff';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

type Json = unknown;
type JsonObject = Record<string, Json>;

export interface Spec {
  openapi?: string;
  info?: { version?: string; [key: string]: Json };
  paths?: Record<string, JsonObject>;
  components?: Record<string, Record<string, Json>>;
  security?: Json;
  [key: string]: Json;
}

export type Severity = 'breaking' | 'warning' | 'compatible';

export interface Finding {
  severity: Severity;
  /** `GET /ui/v1/site/{siteKey}`. */
  operation: string;
  /** Where in the operation, e.g. `responses.200.content.application/json.schema.properties.countTotal`. */
  where: string;
  /** What happened, in words. */
  change: string;
}

const isObject = (value: Json): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface Operation {
  key: string;
  path: string;
  method: string;
  /** The operation with the path item's parameters and the effective security written into it. */
  operation: JsonObject;
}

function operationsOf(spec: Spec): Map<string, Operation> {
  const out = new Map<string, Operation>();
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const method of METHODS) {
      const raw = item[method];
      if (!isObject(raw)) continue;
      const shared = Array.isArray(item.parameters) ? item.parameters : [];
      const own = Array.isArray(raw.parameters) ? raw.parameters : [];
      const operation: JsonObject = {
        ...raw,
        security: raw.security ?? spec.security ?? [],
        ...(shared.length + own.length > 0 ? { parameters: [...shared, ...own] } : {}),
      };
      const key = `${method.toUpperCase()} ${path}`;
      out.set(key, { key, path, method, operation });
    }
  }
  return out;
}

/** The `#/components/…` names a node refers to directly (`schemas/SiteRow`). */
function directRefs(node: Json, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) directRefs(item, into);
  } else if (isObject(node)) {
    const ref = node.$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/'))
      into.add(ref.slice('#/components/'.length));
    for (const [key, value] of Object.entries(node)) if (key !== '$ref') directRefs(value, into);
  }
  return into;
}

function componentAt(spec: Spec, name: string): Json {
  const [kind, ...rest] = name.split('/');
  return spec.components?.[kind ?? '']?.[rest.join('/')];
}

/** Per spec, read once: each component's direct references and its text. */
interface ComponentIndex {
  refs: Map<string, Set<string>>;
  text: Map<string, string>;
}
const indexes = new WeakMap<Spec, ComponentIndex>();

function indexOf(spec: Spec): ComponentIndex {
  let index = indexes.get(spec);
  if (!index) {
    index = { refs: new Map(), text: new Map() };
    for (const [kind, entries] of Object.entries(spec.components ?? {})) {
      for (const [name, value] of Object.entries(entries ?? {})) {
        index.refs.set(`${kind}/${name}`, directRefs(value));
        index.text.set(`${kind}/${name}`, JSON.stringify(value));
      }
    }
    indexes.set(spec, index);
  }
  return index;
}

/** The components an operation reaches through `$ref`, transitively. */
function reachedComponents(spec: Spec, root: Json): Set<string> {
  const { refs } = indexOf(spec);
  const reached = new Set<string>();
  const queue = [...directRefs(root)];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (reached.has(name)) continue;
    reached.add(name);
    for (const next of refs.get(name) ?? []) if (!reached.has(next)) queue.push(next);
  }
  return reached;
}

function fingerprint(spec: Spec, operation: Operation | undefined): string {
  if (!operation) return '';
  const { text } = indexOf(spec);
  const names = [...reachedComponents(spec, operation.operation)].sort();
  return (
    JSON.stringify(operation.operation) +
    names.map((name) => `\u0000${name}=${text.get(name) ?? ''}`).join('')
  );
}

/** A document holding only `keys`' operations and the components they reach. */
function excerpt(spec: Spec, operations: Map<string, Operation>, keys: readonly string[]): Spec {
  const paths: Record<string, JsonObject> = {};
  const names = new Set<string>();
  for (const key of keys) {
    const entry = operations.get(key);
    if (!entry) continue;
    paths[entry.path] = { ...paths[entry.path], [entry.method]: entry.operation };
    for (const name of reachedComponents(spec, entry.operation)) names.add(name);
  }
  const components: Record<string, Record<string, Json>> = {};
  for (const name of [...names].sort()) {
    const [kind, ...rest] = name.split('/');
    (components[kind ?? ''] ??= {})[rest.join('/')] = componentAt(spec, name);
  }
  return { openapi: spec.openapi ?? '3.1.0', info: { title: 'excerpt', version: '0' }, paths, components };
}

const pointer = (path: readonly (string | number)[]): string => path.map(String).join('.');

function describe(diff: Diff): string {
  const show = (value: Json) => {
    const text = JSON.stringify(value);
    return text === undefined ? '' : text.length > 60 ? `${text.slice(0, 57)}…` : text;
  };
  if (diff.action === 'add') return `added ${show(diff.after)}`;
  if (diff.action === 'remove') return `removed ${show(diff.before)}`;
  if (diff.action === 'rename') return `renamed ${show(diff.before)} → ${show(diff.after)}`;
  return `${show(diff.before)} → ${show(diff.after)}`;
}

/** Keywords that bound what a value may be: in an answer, changing one either way breaks one side. */
const CONSTRAINTS: ReadonlySet<string> = new Set([
  'type',
  'format',
  'const',
  'enum',
  'pattern',
  'maxLength',
  'minLength',
  'maximum',
  'minimum',
  'exclusiveMaximum',
  'exclusiveMinimum',
  'multipleOf',
  'maxItems',
  'minItems',
  'uniqueItems',
  'maxProperties',
  'minProperties',
  'additionalProperties',
  'nullable',
]);

/** Our rules over api-smart-diff's classification (see the head of this file). */
function severityOf(diff: Diff, where: readonly (string | number)[]): Severity {
  if (where[0] === 'responses') {
    const last = String(where[where.length - 1]);
    const parent = String(where[where.length - 2]);
    // A field of an answer: a new one is compatible, a removed or replaced one breaks an older portal build.
    if (parent === 'properties') return diff.action === 'add' ? 'compatible' : 'breaking';
    // An answer's enum: a removed value breaks a backend that still sends it; a new one an older build only shows.
    if (parent === 'enum') return diff.action === 'add' ? 'warning' : 'breaking';
    // Narrowed, the backend's answers may no longer conform; widened (or changed), an older portal build may not
    // read them: either way breaking.
    if (CONSTRAINTS.has(last) || parent === 'type') return 'breaking';
  }
  if (diff.type === 'breaking') return 'breaking';
  if (diff.type === 'unclassified' || diff.type === 'deprecated') return 'warning';
  return 'compatible';
}

const isPublic = (security: Json): boolean =>
  !Array.isArray(security) ||
  security.length === 0 ||
  security.some((requirement) => isObject(requirement) && Object.keys(requirement).length === 0);

export function compareSpecs(base: Spec, head: Spec): Finding[] {
  const before = operationsOf(base);
  const after = operationsOf(head);
  const keys = [...new Set([...before.keys(), ...after.keys()])].sort();
  const changed = keys.filter(
    (key) => fingerprint(base, before.get(key)) !== fingerprint(head, after.get(key)),
  );
  if (changed.length === 0) return [];
  const findings: Finding[] = [];
  for (const key of changed) {
    const was = before.get(key)?.operation;
    const now = after.get(key)?.operation;
    if (!was || !now) continue;
    if (was.operationId !== now.operationId) {
      findings.push({
        severity: 'breaking',
        operation: key,
        where: 'operationId',
        change: `operation renamed: ${String(was.operationId)} → ${String(now.operationId)}`,
      });
    }
    if (isPublic(was.security) && !isPublic(now.security)) {
      findings.push({ severity: 'breaking', operation: key, where: 'security', change: 'needs a token now' });
    }
  }
  const { diffs } = apiCompare(excerpt(base, before, changed), excerpt(head, after, changed));
  for (const diff of diffs) {
    if (diff.path[0] !== 'paths' || diff.path.length < 2) continue;
    const path = String(diff.path[1]);
    const method = diff.path[2] === undefined ? undefined : String(diff.path[2]);
    if (method !== undefined && !(METHODS as readonly string[]).includes(method)) continue;
    const where = diff.path.slice(3);
    findings.push({
      severity: severityOf(diff, where),
      operation: method === undefined ? `* ${path}` : `${method.toUpperCase()} ${path}`,
      where: where.length === 0 ? '(the operation)' : pointer(where),
      change: describe(diff),
    });
  }
  return findings;
}
