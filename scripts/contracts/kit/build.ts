// `npm run kit:build [-- --out DIR]`: the contracts kit for backend teams, an `npm pack` tarball
// (operator-portal-contracts-<spec version>.tgz, default in tmp/kit/) holding the pacts stamped with the spec version
// and git revision, the provider-state catalogue, the spec, the docs, and the CLI bundled into one plain JavaScript
// file whose only dependency is Pact's verifier (pinned to the portal's version through npm-shrinkwrap.json).
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { isMain } from '../../mock/is-main.ts';
import { PROJECT_ROOT } from '../../mock/select-example.ts';
import { listPactFiles, PACTS_DIR, readPact, SPEC_PATH } from '../pact-files.ts';
import { stampPact, versionStamp, type VersionStamp } from '../versions.ts';
import { KIT_BIN } from './cli.ts';
import { shrinkwrapFor, type Lockfile } from './shrinkwrap.ts';
import { stateCatalogue } from './state-catalogue.ts';

export const KIT_NAME = 'operator-portal-contracts';
export const KIT_OUT_DIR = resolve(PROJECT_ROOT, 'tmp', 'kit');
const ENTRY = resolve(PROJECT_ROOT, 'scripts', 'contracts', 'kit', 'bin.ts');
const VERIFIER_PACKAGE = '@pact-foundation/pact';
/** What the bundle may contain: the kit, the verifier's request filter and report, and the contract constants. */
const ALLOWED_SOURCES = [
  /^scripts\/contracts\/[^/]+\.ts$/,
  /^scripts\/contracts\/kit\//,
  /^contracts\/[^/]+\.ts$/,
  /^contracts\/support\//,
];

export interface KitBuild {
  tarball: string;
  name: string;
  version: string;
  stamp: VersionStamp;
  interactions: number;
  states: number;
  bundledModules: string[];
  bundleBytes: number;
  ms: number;
}

/** One ES module with the kit's own code; the modules it bundled (relative to the project root). */
async function bundleCli(outDir: string): Promise<string[]> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    root: PROJECT_ROOT,
    build: {
      ssr: ENTRY,
      outDir,
      emptyOutDir: true,
      minify: false,
      target: 'node20',
      copyPublicDir: false,
      rolldownOptions: {
        external: [/^node:/, VERIFIER_PACKAGE],
        // Our modules do nothing on import, so whatever the CLI does not call is dropped — the verifier's mock
        // target, with the mock and the dataset it imports, is not in the kit.
        treeshake: { moduleSideEffects: false },
        output: { format: 'es', entryFileNames: `${KIT_BIN}.js`, banner: '#!/usr/bin/env node' },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as { output?: { moduleIds?: string[] }[] }[];
  const ids = outputs.flatMap((entry) => entry.output ?? []).flatMap((chunk) => chunk.moduleIds ?? []);
  const modules = ids.map((id) => relative(PROJECT_ROOT, id)).sort();
  const stray = modules.filter((file) => !ALLOWED_SOURCES.some((pattern) => pattern.test(file)));
  if (stray.length > 0) {
    throw new Error(`the kit's bundle would carry modules it must not: ${stray.join(', ')}`);
  }
  return modules;
}

function portalVersionOf(name: string): string {
  const manifest = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
    devDependencies?: Record<string, string>;
    dependencies?: Record<string, string>;
  };
  const version = manifest.devDependencies?.[name] ?? manifest.dependencies?.[name];
  if (!version) throw new Error(`the portal's package.json does not pin ${name}`);
  return version;
}

export async function buildKit(
  options: { outDir?: string; pactDir?: string; quiet?: boolean } = {},
): Promise<KitBuild> {
  const started = performance.now();
  const outDir = resolve(options.outDir ?? KIT_OUT_DIR);
  const stamp = versionStamp();
  const work = mkdtempSync(join(tmpdir(), 'portal-kit-'));
  const stage = join(work, 'package');
  try {
    const bundledModules = await bundleCli(join(stage, 'bin'));
    const pactFiles = listPactFiles(options.pactDir ?? PACTS_DIR);
    if (pactFiles.length === 0) throw new Error('no pact files: run `npm run test:contracts -- --update`');
    mkdirSync(join(stage, 'pacts'), { recursive: true });
    const interactions = pactFiles.flatMap((file) => {
      const pact = stampPact(readPact(file), stamp);
      writeFileSync(
        join(stage, 'pacts', file.slice(file.lastIndexOf('/') + 1)),
        `${JSON.stringify(pact, null, 2)}\n`,
      );
      return pact.interactions;
    });
    const states = stateCatalogue(interactions);
    writeFileSync(join(stage, 'states.json'), `${JSON.stringify(states, null, 2)}\n`);
    mkdirSync(join(stage, 'openapi'));
    copyFileSync(SPEC_PATH, join(stage, 'openapi', 'ui-api.yaml'));
    copyFileSync(join(PROJECT_ROOT, 'openapi', 'CHANGELOG.md'), join(stage, 'openapi', 'CHANGELOG.md'));
    // The page's links are relative to docs/; in the kit the spec's folder sits beside it.
    const readme = readFileSync(join(PROJECT_ROOT, 'docs', 'backend-teams.md'), 'utf8');
    writeFileSync(join(stage, 'README.md'), readme.replaceAll('](../openapi/', '](openapi/'));
    copyFileSync(join(PROJECT_ROOT, 'docs', 'provider-states.md'), join(stage, 'provider-states.md'));
    const dependencies = { [VERIFIER_PACKAGE]: portalVersionOf(VERIFIER_PACKAGE) };
    const manifest = {
      name: KIT_NAME,
      version: stamp.specVersion,
      description:
        "The Operator Portal's Pact contracts with the UI API, their provider states and a verify command for backend teams",
      private: true,
      license: 'UNLICENSED',
      type: 'module',
      bin: { [KIT_BIN]: `bin/${KIT_BIN}.js` },
      engines: { node: '>=20' },
      dependencies,
      operatorPortal: { ...stamp, interactions: interactions.length, states: states.length },
    };
    writeFileSync(join(stage, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const lock = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package-lock.json'), 'utf8')) as Lockfile;
    const shrinkwrap = shrinkwrapFor(lock, { name: KIT_NAME, version: stamp.specVersion, dependencies });
    writeFileSync(join(stage, 'npm-shrinkwrap.json'), `${JSON.stringify(shrinkwrap, null, 2)}\n`);
    mkdirSync(outDir, { recursive: true });
    const packed = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', outDir], {
        cwd: stage,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    ) as { filename: string }[];
    const filename = packed[0]?.filename;
    if (!filename) throw new Error('npm pack wrote no tarball');
    return {
      tarball: join(outDir, filename),
      name: KIT_NAME,
      version: stamp.specVersion,
      stamp,
      interactions: interactions.length,
      states: states.length,
      bundledModules,
      bundleBytes: statSync(join(stage, 'bin', `${KIT_BIN}.js`)).size,
      ms: Math.round(performance.now() - started),
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { out: { type: 'string' } } });
  const kit = await buildKit({ outDir: values.out });
  console.log(
    `[kit] ${relative(process.cwd(), kit.tarball)}: ${kit.name}@${kit.version} (spec ${kit.stamp.specVersion}, git ` +
      `${kit.stamp.gitRevision.slice(0, 12)}${kit.stamp.gitDirty ? ', uncommitted changes' : ''}), ` +
      `${kit.interactions} interactions, ${kit.states} provider states, CLI ${(kit.bundleBytes / 1024).toFixed(0)} kB ` +
      `from ${kit.bundledModules.length} modules, built in ${(kit.ms / 1000).toFixed(1)} s`,
  );
}
