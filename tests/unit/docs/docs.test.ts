import { existsSync, globSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';

// The docs stay true to the code: every repository path they write exists, docs/architecture.md names every feature,
// list module, mock area, mock handler file and data-backed operation, docs/mock.md every mock area and handler file
// and has a row for every data-backed operation, every section a comment or page cites by name is a heading of that
// page, and no source line of src/ or scripts/ cites an issue number (a reader of the repository cannot open the
// tracker). Pure file reads.
//
// Out of scope: citations of DESIGN §n and its quoted sections (DESIGN.md lives beside the repository, not in it,
// and docs/architecture.md follows its numbering) and of SPEC §n; generated files (*.gen.ts carry the spec's own
// descriptions, which the spec owns); paths with placeholders (`<area>`, `{id}`, `…`), which are skipped.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** README.md and every page under docs/, as repository paths. */
const markdownFiles = (): string[] => [
  'README.md',
  ...globSync('docs/**/*.md', { cwd: ROOT }).map((file) => file.split(path.sep).join('/')),
];

/** Source files of a folder, recursively, as repository paths. */
const sourceFiles = (folder: string): string[] =>
  globSync(`${folder}/**/*.{ts,tsx,js,mjs,cjs}`, { cwd: ROOT }).map((file) => file.split(path.sep).join('/'));

const REPO_ROOTS = /^(?:src|scripts|tests|contracts|openapi|docs|deploy|\.ci)\//;
const TOP_LEVEL_FILE =
  /^(?:package(?:-lock)?\.json|tsconfig(?:\.[\w-]+)?\.json|[\w-]+(?:\.[\w-]+)*\.config\.[cm]?[jt]s|index\.html|README\.md|LICENSE(?:\.md)?|\.nvmrc|\.node-version|\.editorconfig|\.gitignore|\.npmrc)$/;
const PLACEHOLDER = /[<>{}…]|\.\.\./;

/** Markdown without its fenced code blocks (layout trees and shell sessions, not paths to check). */
const withoutFences = (markdown: string) => markdown.replace(/^```[^\n]*\n[\s\S]*?^```[ \t]*$/gm, '');

/** The paths a page writes: whole backticked spans that look like repository paths, and link targets. */
function writtenPaths(markdown: string): { code: string[]; links: string[] } {
  const text = withoutFences(markdown);
  const code = [...text.matchAll(/`([^`\n]+)`/g)]
    .map((match) => (match[1] ?? '').trim().replace(/[.,;:]+$/, ''))
    .filter((span) => !/\s/.test(span) && (REPO_ROOTS.test(span) || TOP_LEVEL_FILE.test(span)))
    .map((span) => span.replace(/#.*$/, '').replace(/:\d+(?:-\d+)?$/, ''));
  const links = [...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^(?:[a-z]+:|#)/i.test(target))
    .map((target) => target.replace(/#.*$/, ''));
  return { code, links };
}

/** Of the given repository-relative paths, those that name nothing in the repository (globs must match a file). */
function missingPaths(paths: readonly string[], root = ROOT): string[] {
  return paths.filter((written) => {
    if (PLACEHOLDER.test(written)) return false;
    if (written.includes('*')) return globSync(written, { cwd: root }).length === 0;
    return !existsSync(path.join(root, written));
  });
}

/** A page's headings, without their # marks, lower-cased. */
const headingsOf = (markdown: string): string[] =>
  [...withoutFences(markdown).matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)].map((match) =>
    (match[1] ?? '').toLowerCase(),
  );

/** A cited section is a heading that equals it or begins with it ("Access" → "Access: what a person may …"). */
const hasSection = (headings: readonly string[], cited: string): boolean => {
  const wanted = cited.trim().toLowerCase();
  return headings.some(
    (heading) =>
      heading === wanted || (heading.startsWith(wanted) && /^\W/.test(heading.slice(wanted.length))),
  );
};

/** `README "Section"`, `README's "Section"`, `docs/x.md "Section"` (backticked or not) in any text. */
const citationsIn = (text: string): { page: string; section: string }[] =>
  [...text.matchAll(/\b(README(?:\.md)?|docs\/[\w./-]+\.md)`?(?:'s)?[ \t]+["“]([^"”\n]+)["”]/g)].map(
    (match) => ({
      page: match[1] === 'README' ? 'README.md' : (match[1] ?? ''),
      section: match[2] ?? '',
    }),
  );

/** "issue 31", "Issues 31 and 34", "issue #32", "#20" (one or two digits: colours such as #666 are not issues). */
const ISSUE_CITATION = /\bissues?[ \t]?#?\d+|(?<![\w&#/'"-])#\d{1,2}\b/i;

describe('the docs and the code agree', () => {
  test('every repository path written in README.md and docs/ exists', () => {
    const missing = markdownFiles().flatMap((page) => {
      const { code, links } = writtenPaths(read(page));
      const fromLinks = links.map((target) =>
        path.posix.normalize(path.posix.join(path.posix.dirname(page), target)),
      );
      return missingPaths([...code, ...fromLinks]).map((written) => `${page}: ${written}`);
    });
    expect(missing).toEqual([]);
  });

  const architecture = read('docs/architecture.md');

  test('docs/architecture.md names every src/features folder', () => {
    const features = readdirSync(path.join(ROOT, 'src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `src/features/${entry.name}/`);
    expect(features.length).toBeGreaterThan(0);
    expect(features.filter((folder) => !architecture.includes(folder))).toEqual([]);
  });

  test('docs/architecture.md names every list module of src/domain, with its file', () => {
    const modules = sourceFiles('src/domain').flatMap((file) =>
      [...read(file).matchAll(/export const (\w+_LIST_MODULE)\b/g)].map((match) => ({
        name: match[1] ?? '',
        file,
      })),
    );
    expect(modules.length).toBeGreaterThan(0);
    expect(
      modules.filter(
        ({ name, file }) => !architecture.includes(`\`${name}\``) || !architecture.includes(file),
      ),
    ).toEqual([]);
  });

  const mockAreas = readdirSync(path.join(ROOT, 'scripts/mock/areas'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `scripts/mock/areas/${entry.name}/`);

  test("docs/architecture.md and docs/mock.md name every one of the mock's areas and handler files", () => {
    const handlers = sourceFiles('scripts/mock').filter((file) => /[./-]handlers\.ts$/.test(file));
    expect(mockAreas.length).toBeGreaterThan(0);
    expect(handlers.length).toBeGreaterThan(0);
    const mockPage = read('docs/mock.md');
    expect(
      [...mockAreas, ...handlers].filter(
        (named) => !architecture.includes(named) || !mockPage.includes(named),
      ),
    ).toEqual([]);
  });

  test('docs/mock.md has a row for every data-backed operation of the spec, and docs/architecture.md names it', () => {
    const spec = parse(read('openapi/ui-api.yaml')) as { paths: Record<string, Record<string, unknown>> };
    const dataBacked = Object.values(spec.paths).flatMap((operations) =>
      Object.values(operations).flatMap((operation) =>
        typeof operation === 'object' &&
        operation !== null &&
        'x-mock-data' in operation &&
        'operationId' in operation
          ? [String(operation.operationId)]
          : [],
      ),
    );
    const rows = new Set(
      [...read('docs/mock.md').matchAll(/^\| `([^`]+)`/gm)].flatMap((match) =>
        (match[1] ?? '').split(/,\s*/),
      ),
    );
    expect(dataBacked.length).toBeGreaterThan(0);
    expect(dataBacked.filter((operationId) => !rows.has(operationId))).toEqual([]);
    // and docs/architecture.md names each in its table of the mock's areas.
    expect(dataBacked.filter((operationId) => !architecture.includes(`\`${operationId}\``))).toEqual([]);
  });

  test('every section a comment or a page cites by name is a heading of that page', () => {
    // This file's own examples are not citations.
    const citing = [
      ...['src', 'scripts', 'tests', 'contracts'].flatMap(sourceFiles),
      ...markdownFiles(),
    ].filter((file) => file !== 'tests/unit/docs/docs.test.ts');
    const broken = citing.flatMap((file) =>
      citationsIn(read(file))
        .filter(
          ({ page, section }) =>
            !existsSync(path.join(ROOT, page)) || !hasSection(headingsOf(read(page)), section),
        )
        .map(({ page, section }) => `${file}: ${page} "${section}"`),
    );
    expect(broken).toEqual([]);
  });

  test('no source file in src/ or scripts/, nor the spec, cites an issue number', () => {
    // The spec's descriptions become the generated client's comments, so it is held to the same rule.
    const citing = [...['src', 'scripts'].flatMap(sourceFiles), 'openapi/ui-api.yaml']
      .filter((file) => !file.endsWith('.gen.ts'))
      .flatMap((file) =>
        read(file)
          .split('\n')
          .flatMap((line, index) =>
            ISSUE_CITATION.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(citing).toEqual([]);
  });
});

describe('the checks fire', () => {
  test('a path that names nothing is missing; placeholders are skipped, globs must match', () => {
    const { code, links } = writtenPaths(
      'See `src/no-such-file.ts`, `src/features/<name>/api/`, `contracts/*.pact.test.ts`, `package.json`, ' +
        '`npx vitest run tests/x`, [gone](docs/gone.md) and [web](https://example.com).\n```\nsrc/in-a-fence.ts\n```',
    );
    expect(code).toEqual([
      'src/no-such-file.ts',
      'src/features/<name>/api/',
      'contracts/*.pact.test.ts',
      'package.json',
    ]);
    expect(links).toEqual(['docs/gone.md']);
    expect(missingPaths([...code, ...links, 'src/nothing-*.zzz'])).toEqual([
      'src/no-such-file.ts',
      'docs/gone.md',
      'src/nothing-*.zzz',
    ]);
  });

  test('a cited section must be a heading, whole or as its beginning', () => {
    const headings = headingsOf(
      '# Page\n\n## Access: what a person may open\n\n```\n## not a heading\n```\n',
    );
    expect(citationsIn('// see README "Access" and `docs/mock.md` "Tokens"')).toEqual([
      { page: 'README.md', section: 'Access' },
      { page: 'docs/mock.md', section: 'Tokens' },
    ]);
    expect(hasSection(headings, 'Access')).toBe(true);
    expect(hasSection(headings, 'Acc')).toBe(false);
    expect(hasSection(headings, 'not a heading')).toBe(false);
  });

  test('issue citations are found; colours and row keys are not', () => {
    expect(
      ['// (issue 31 item 7)', '// issue #32', '/* Issues 31 and 34 */', '// the columns of #20'].filter(
        (line) => ISSUE_CITATION.test(line),
      ),
    ).toHaveLength(4);
    expect(
      ['// in #666 and #e53935', 'keys `id#2`', "'a#2'", '// SPEC §6, DESIGN §3'].filter((line) =>
        ISSUE_CITATION.test(line),
      ),
    ).toEqual([]);
  });
});
