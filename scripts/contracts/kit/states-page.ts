// `npm run docs:states`: writes docs/provider-states.md from contracts/provider-states.ts and the committed pacts.
// `npm run test:contracts -- --update` writes it too; a unit test fails when the committed page is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { isMain } from '../../mock/is-main.ts';
import { PROJECT_ROOT } from '../../mock/select-example.ts';
import { listPactFiles, PACTS_DIR, readPact, SPEC_PATH } from '../pact-files.ts';
import { specVersionOf } from '../versions.ts';
import { stateCatalogue, statesMarkdown } from './state-catalogue.ts';

export const STATES_PAGE = resolve(PROJECT_ROOT, 'docs', 'provider-states.md');

/** The page as committed: rendered, then formatted as `prettier --check` wants it. */
export async function renderStatesPage(
  pactDir: string = PACTS_DIR,
  specPath: string = SPEC_PATH,
): Promise<string> {
  const interactions = listPactFiles(pactDir).flatMap((file) => readPact(file).interactions);
  const text = statesMarkdown(stateCatalogue(interactions), {
    specVersion: specVersionOf(readFileSync(specPath, 'utf8')),
  });
  return format(text, { ...(await resolveConfig(STATES_PAGE)), filepath: STATES_PAGE });
}

export async function writeStatesPage(pactDir: string = PACTS_DIR): Promise<string> {
  writeFileSync(STATES_PAGE, await renderStatesPage(pactDir));
  return STATES_PAGE;
}

if (isMain(import.meta.url)) {
  console.log(`[docs] wrote ${await writeStatesPage()}`);
}
