// The spec mutations of `npm run test:mutation`: each one is a single drift a backend or spec change could bring,
// applied to openapi/ui-api.yaml through the YAML document model (comments and layout stay, so the diff is the
// mutation alone). A mutation whose target is gone throws MutationError: the harness reports it as broken, never
// as caught.
import { isMap, isScalar, isSeq, parseDocument, type Document, type YAMLMap } from 'yaml';

export class MutationError extends Error {}

export interface Mutant {
  id: string;
  /** The kind of drift, as the issue lists them. */
  kind: string;
  /** What changes, in the spec's own names. */
  description: string;
  apply(doc: Document): void;
}

type Path = readonly (string | number)[];

function mapAt(doc: Document, path: Path): YAMLMap {
  const node = doc.getIn(path, true);
  if (!isMap(node)) throw new MutationError(`no mapping at ${path.join('.')}`);
  return node;
}

function keyOf(pair: { key: unknown }): unknown {
  return isScalar(pair.key) ? pair.key.value : pair.key;
}

/** Renames a key in place (its position, value and comments stay). */
function renameKey(map: YAMLMap, from: string, to: string, where: string): void {
  const pair = map.items.find((item) => keyOf(item) === from);
  if (!pair) throw new MutationError(`${where} has no key ${from}`);
  if (map.items.some((item) => keyOf(item) === to)) throw new MutationError(`${where} already has ${to}`);
  if (!isScalar(pair.key)) throw new MutationError(`${where}: the key ${from} is not a plain scalar`);
  pair.key.value = to;
}

function setIn(doc: Document, path: Path, value: unknown, expected: unknown): void {
  const current = doc.getIn(path);
  if (current !== expected) {
    throw new MutationError(
      `${path.join('.')} is ${JSON.stringify(current)}, not ${JSON.stringify(expected)}`,
    );
  }
  doc.setIn(path, value);
}

/** Renames a property of a schema and its entry in `required`; the property must be required. */
function renameRequiredProperty(doc: Document, schema: string, from: string, to: string): void {
  const base = ['components', 'schemas', schema];
  renameKey(mapAt(doc, [...base, 'properties']), from, to, `${schema}.properties`);
  const required = doc.getIn([...base, 'required'], true);
  if (!isSeq(required)) throw new MutationError(`${schema} has no required list`);
  const item = required.items.find((entry) => (isScalar(entry) ? entry.value : entry) === from);
  if (!isScalar(item)) throw new MutationError(`${schema}.${from} is not required`);
  item.value = to;
}

function parameterIndex(doc: Document, path: string, method: string, name: string): number {
  const params = doc.getIn(['paths', path, method, 'parameters'], true);
  if (!isSeq(params)) throw new MutationError(`${method.toUpperCase()} ${path} has no parameters`);
  const index = params.items.findIndex((param) => isMap(param) && param.get('name') === name);
  if (index < 0) throw new MutationError(`${method.toUpperCase()} ${path} has no inline parameter ${name}`);
  return index;
}

export const MUTANTS: readonly Mutant[] = [
  {
    id: 'rename-response-field',
    kind: 'rename a required response field',
    description: 'SitesResponse.countTotal -> totalCount',
    apply: (doc) => renameRequiredProperty(doc, 'SitesResponse', 'countTotal', 'totalCount'),
  },
  {
    id: 'change-field-type',
    kind: "change a field's type",
    description: 'SiteRow.online: boolean -> string',
    apply: (doc) =>
      setIn(doc, ['components', 'schemas', 'SiteRow', 'properties', 'online', 'type'], 'string', 'boolean'),
  },
  {
    id: 'remove-enum-value',
    kind: 'remove an enum value',
    description: 'ActivationFilter loses HEMS_OFFLINE',
    apply: (doc) => {
      const values = doc.getIn(['components', 'schemas', 'ActivationFilter', 'enum'], true);
      if (!isSeq(values)) throw new MutationError('ActivationFilter has no enum');
      const index = values.items.findIndex((item) => isScalar(item) && item.value === 'HEMS_OFFLINE');
      if (index < 0) throw new MutationError('ActivationFilter has no HEMS_OFFLINE');
      values.delete(index);
    },
  },
  {
    id: 'require-query-parameter',
    kind: 'make a query parameter required',
    description: 'listSites: query parameter text becomes required',
    apply: (doc) => {
      const index = parameterIndex(doc, '/ui/v1/sites/hems/{hemsId}', 'get', 'text');
      setIn(
        doc,
        ['paths', '/ui/v1/sites/hems/{hemsId}', 'get', 'parameters', index, 'required'],
        true,
        false,
      );
    },
  },
  {
    id: 'change-path',
    kind: 'change a path',
    description: 'listFleets: /ui/v1/sites/fleets -> /ui/v1/fleets',
    apply: (doc) => renameKey(mapAt(doc, ['paths']), '/ui/v1/sites/fleets', '/ui/v1/fleets', 'paths'),
  },
  {
    id: 'remove-operation',
    kind: 'remove an operation',
    description: 'listInstallationProblems (GET /ui/v1/problems/installations) removed',
    apply: (doc) => {
      if (!doc.deleteIn(['paths', '/ui/v1/problems/installations'])) {
        throw new MutationError('no path /ui/v1/problems/installations');
      }
    },
  },
  {
    id: 'change-success-status',
    kind: 'change a success status code',
    description: 'listFleets answers 201 instead of 200',
    apply: (doc) =>
      renameKey(
        mapAt(doc, ['paths', '/ui/v1/sites/fleets', 'get', 'responses']),
        '200',
        '201',
        'listFleets responses',
      ),
  },
  {
    id: 'rename-request-field',
    kind: 'rename a required request field',
    description: 'RefreshRequest.refresh -> refreshToken',
    apply: (doc) => renameRequiredProperty(doc, 'RefreshRequest', 'refresh', 'refreshToken'),
  },
  {
    id: 'remove-error-status',
    kind: 'remove a declared error status',
    description: 'getSite no longer declares 404',
    apply: (doc) => {
      if (!doc.deleteIn(['paths', '/ui/v1/site/{siteKey}', 'get', 'responses', '404'])) {
        throw new MutationError('getSite declares no 404');
      }
    },
  },
  {
    id: 'secure-public-operation',
    kind: 'require a token where none was',
    description: 'login loses security: [] (needs a bearer token)',
    apply: (doc) => {
      if (!doc.deleteIn(['paths', '/authentication-api/login', 'post', 'security'])) {
        throw new MutationError('login has no security override');
      }
    },
  },
  {
    id: 'rename-path-parameter',
    kind: 'rename a path parameter',
    description: 'getSite: {siteKey} -> {siteId}',
    apply: (doc) => {
      const path = '/ui/v1/site/{siteKey}';
      const index = parameterIndex(doc, path, 'get', 'siteKey');
      setIn(doc, ['paths', path, 'get', 'parameters', index, 'name'], 'siteId', 'siteKey');
      setIn(doc, ['paths', path, 'get', 'x-mock-select'], '{siteId}', '{siteKey}');
      renameKey(mapAt(doc, ['paths']), path, '/ui/v1/site/{siteId}', 'paths');
    },
  },
  {
    id: 'tighten-parameter-pattern',
    kind: "narrow a parameter's format",
    description: 'HemsId pattern ^[a-z0-9][a-z0-9-]{0,63}$ -> ^[0-9]+$',
    apply: (doc) =>
      setIn(
        doc,
        ['components', 'parameters', 'HemsId', 'schema', 'pattern'],
        '^[0-9]+$',
        '^[a-z0-9][a-z0-9-]{0,63}$',
      ),
  },
];

// As the spec is written: no re-wrapping, `[a, b]` flow lists.
const TO_STRING = { lineWidth: 0, flowCollectionPadding: false } as const;

/** The mutated spec text; throws MutationError when the mutation does not apply or changes nothing. */
/** The spec text last mutated, parsed once, and how the yaml printer writes it unchanged (the mutants share both). */
let parsed: { text: string; doc: Document; printed: string } | undefined;

function parsedSpec(text: string): { doc: Document; printed: string } {
  if (parsed?.text !== text) {
    const doc = parseDocument(text);
    if (doc.errors.length > 0) throw new MutationError(`the spec does not parse: ${doc.errors[0]?.message}`);
    parsed = { text, doc, printed: doc.toString(TO_STRING) };
  }
  return parsed;
}

export function mutateSpec(text: string, mutant: Mutant): string {
  const { doc: original, printed } = parsedSpec(text);
  const doc = original.clone();
  mutant.apply(doc);
  const mutated = doc.toString(TO_STRING);
  if (mutated === text || mutated === printed) throw new MutationError(`${mutant.id} changed nothing`);
  return mutated;
}
