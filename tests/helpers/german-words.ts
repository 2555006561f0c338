import { activateLoaded, markLoaded } from '../../src/i18n/i18n.ts';
import { showEnglish } from '../../src/i18n/english-at-start.ts';
import type { CompiledMessages } from '../../src/i18n/catalogue-types.ts';

/*
 * Every German catalogue, loaded and shown at once: for a component test that reads a screen in German (the setup
 * shows English, tests/setup.ts). Call `showGerman()` before rendering and `showEnglish()` after (an afterEach).
 */
const german = import.meta.glob<{ messages: CompiledMessages }>('../../src/i18n/compiled/*.de.gen.ts', {
  eager: true,
});

export function showGerman(): void {
  for (const [path, module] of Object.entries(german)) {
    const area = /([^/]+)\.de\.gen\.ts$/.exec(path)?.[1];
    if (area !== undefined) markLoaded(area, 'de', module.messages);
  }
  activateLoaded('de');
}

export { showEnglish };
