// fast-check arbitraries for /config.json documents (src/config/runtime-config.ts): every field drawn either valid
// or invalid, with the names of the invalid ones, so a property can check the parser names exactly those.
import fc from 'fast-check';
import { TAG_MANAGER_HOSTS } from '../../src/config/runtime-config.ts';

export interface DrawnDocument {
  document: Record<string, unknown>;
  /** The fields a correct parser must name, as it names them ('tagManager.id' for a nested one). */
  invalid: string[];
}

type Field = { value: unknown; invalid: string[] };
const ok = (value: unknown): Field => ({ value, invalid: [] });
const bad =
  (name: string) =>
  (value: unknown): Field => ({ value, invalid: [name] });
/** A key left out of the document. */
const MISSING = Symbol('missing');

const nonString = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
);

const label = fc.stringMatching(/^[a-z][a-z0-9]{0,8}$/);
const segment = fc.stringMatching(/^[\w~-][\w.~-]{0,8}$/);

export const validEnvironment = fc.stringMatching(/^[a-z][a-z0-9-]{0,23}$/);
const environment = fc.oneof(
  { arbitrary: validEnvironment.map(ok), weight: 3 },
  fc
    .oneof(
      fc.constantFrom(
        MISSING,
        '',
        'Production',
        'stag ing',
        'prod\n',
        'a'.repeat(25),
        '1st',
        '-x',
        'staging!',
      ),
      nonString,
    )
    .map(bad('environment')),
);

export const validBasePath = fc
  .tuple(fc.array(segment, { maxLength: 4 }), fc.boolean())
  .map(([segments, slash]) => (segments.length === 0 ? '/' : `/${segments.join('/')}${slash ? '/' : ''}`));
const apiBasePath = fc.oneof(
  { arbitrary: validBasePath.map(ok), weight: 3 },
  fc
    .oneof(
      fc.constantFrom(
        MISSING,
        '',
        'api',
        'https://api.example',
        'http://127.0.0.1/ui',
        '//evil.example',
        '///x',
      ),
      fc
        .tuple(
          validBasePath,
          fc.constantFrom(
            '/..',
            '/../x',
            '/.',
            '//',
            '\\',
            '\\evil',
            ':',
            '?x=1',
            '#f',
            '%2e',
            ' ',
            '\n',
            '\u0000',
          ),
        )
        .map(([path, piece]) => `${path.replace(/\/$/, '')}${piece}`),
      nonString,
    )
    .map(bad('apiBasePath')),
);

export const validSiteUrl = fc
  .tuple(
    fc.array(label, { minLength: 1, maxLength: 3 }),
    fc.constantFrom('com', 'de', 'example'),
    fc.array(segment, { maxLength: 3 }),
  )
  .map(
    ([labels, tld, path]) => `https://${labels.join('.')}.${tld}${path.length ? `/${path.join('/')}` : ''}`,
  );
const companySiteUrl = fc.oneof(
  { arbitrary: validSiteUrl.map(ok), weight: 3 },
  fc.constantFrom('http://localhost:8080', 'http://127.0.0.1/site').map(ok),
  fc
    .oneof(
      fc.constantFrom(
        MISSING,
        '',
        'example.com',
        '/legal',
        '//example.com',
        'http://example.com',
        'ftp://example.com',
        'javascript:alert(1)',
        'https://user:pw@example.com',
        'https://user@example.com',
        'https://example.com/?q=1',
        'https://example.com/#top',
        ' https://example.com',
        'https://example.com/a b',
        'https:\\\\example.com',
        'https:example.com',
      ),
      nonString,
    )
    .map(bad('companySiteUrl')),
);

const validId = fc.stringMatching(/^[\w-]{1,40}$/);
const host = TAG_MANAGER_HOSTS[0] ?? '';
export const validTemplate = fc
  .array(segment, { maxLength: 2 })
  .map((path) => `https://${host}/${path.join('/')}${path.length ? '/' : ''}gtm.js?id={id}`);
const id = fc.oneof(
  { arbitrary: validId.map(ok), weight: 3 },
  fc
    .oneof(fc.constantFrom(MISSING, '', 'GTM ABC', '<script>', 'GTM/1', 'a'.repeat(41)), nonString)
    .map(bad('tagManager.id')),
);
const urlTemplate = fc.oneof(
  { arbitrary: validTemplate.map(ok), weight: 3 },
  fc
    .oneof(
      fc.constantFrom(
        MISSING,
        '',
        `https://${host}/gtm.js`,
        `http://${host}/gtm.js?id={id}`,
        `https://${host}:8443/gtm.js?id={id}`,
        `https://${host}.evil.example/gtm.js?id={id}`,
        `https://user@${host}/gtm.js?id={id}`,
        `//${host}/gtm.js?id={id}`,
        'https://{id}.googletagmanager.com/gtm.js',
        'https://evil.example/gtm.js?id={id}',
        '/__e2e/tag-manager.js?id={id}',
        'data:text/javascript,alert(1)//{id}',
        `https://${host}/a b?id={id}`,
      ),
      nonString,
    )
    .map(bad('tagManager.urlTemplate')),
);
const tagManager: fc.Arbitrary<Field> = fc.oneof(
  fc.constant(ok(null)),
  {
    arbitrary: fc.tuple(id, urlTemplate).map(([i, t]) => ({
      value: withoutMissing({ id: i.value, urlTemplate: t.value }),
      invalid: [...i.invalid, ...t.invalid],
    })),
    weight: 2,
  },
  fc.constantFrom(MISSING, 'on', 1, true, [], ['GTM-1']).map(bad('tagManager')),
);

function withoutMissing(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== MISSING));
}

const KNOWN = new Set(['environment', 'apiBasePath', 'companySiteUrl', 'tagManager']);

/** A document with each field valid or not, and keys the parser does not know (which it must ignore). */
export const drawnDocument: fc.Arbitrary<DrawnDocument> = fc
  .record({
    environment,
    apiBasePath,
    companySiteUrl,
    tagManager,
    extra: fc.dictionary(
      fc.string({ maxLength: 12 }).filter((key) => !KNOWN.has(key) && key !== '__proto__'),
      fc.jsonValue({ maxDepth: 2 }),
      { maxKeys: 3 },
    ),
  })
  .map(({ extra, ...fields }) => ({
    document: withoutMissing({
      ...extra,
      ...Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.value])),
    }),
    invalid: Object.values(fields).flatMap((field) => field.invalid),
  }));
