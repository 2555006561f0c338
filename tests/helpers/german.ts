import type { CompiledMessages } from '../../src/i18n/catalogue-types.ts';
import { activateLoaded, markLoaded } from '../../src/i18n/i18n.ts';
import { showEnglish } from '../../src/i18n/english-at-start.ts';

/*
 * German for a unit test: every compiled German catalogue marked loaded and German shown, as the app shows it once a
 * person chose Deutsch. `showEnglish` (afterEach) puts the English back that every other test expects.
 */
const german = import.meta.glob<{ messages: CompiledMessages }>('../../src/i18n/compiled/*.de.gen.ts', {
  eager: true,
});

export function showGerman(): void {
  for (const [file, module] of Object.entries(german)) {
    const area = /([^/]+)\.de\.gen\.ts$/.exec(file)?.[1];
    if (area !== undefined) markLoaded(area, 'de', module.messages);
  }
  activateLoaded('de');
}

export { showEnglish };
