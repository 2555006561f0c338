import type { CompiledMessages } from './catalogue-types.ts';
import { CATALOGUE_AREAS } from './areas.ts';
import { activateLoaded, markLoaded } from './i18n.ts';
import { SCREEN_CATALOGUE_AREAS, type AnyCatalogueArea } from './screen-areas.ts';
import { PUBLIC_SCREEN_AREAS } from '../app/public-screens.ts';

/*
 * Every English catalogue loaded at once, and English shown: for the unit tests' setup (tests/setup.ts,
 * tests/setup-node.ts), where a component renders on its own without the entry that loads its language first. The
 * app never imports this: it would put every English catalogue into the entry chunk.
 */
const english = import.meta.glob<{ messages: CompiledMessages }>('./compiled/*.en.gen.ts', { eager: true });
for (const area of [
  ...Object.keys(CATALOGUE_AREAS),
  ...Object.keys(SCREEN_CATALOGUE_AREAS),
  ...Object.keys(PUBLIC_SCREEN_AREAS),
] as (AnyCatalogueArea | keyof typeof PUBLIC_SCREEN_AREAS)[]) {
  const module = english[`./compiled/${area}.en.gen.ts`];
  if (module === undefined) throw new Error(`no compiled English catalogue for ${area}: npm run generate`);
  markLoaded(area, 'en', module.messages);
}

/** English, as the tests expect it (a test that switches language calls this when it is done). */
export const showEnglish = (): void => activateLoaded('en');
showEnglish();
