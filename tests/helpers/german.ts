// German shown in a component test: every compiled German catalogue marked loaded (no fetch) and German activated;
// showEnglish() (src/i18n/english-at-start.ts) goes back to the English the other tests expect.
import type { CompiledMessages } from '../../src/i18n/catalogue-types.ts';
import { activateLoaded, markLoaded } from '../../src/i18n/i18n.ts';

const german = import.meta.glob<{ messages: CompiledMessages }>('../../src/i18n/compiled/*.de.gen.ts', {
  eager: true,
});

export function showGerman(): void {
  for (const [file, module] of Object.entries(german)) {
    const area = file.slice(file.lastIndexOf('/') + 1).replace('.de.gen.ts', '');
    markLoaded(area, 'de', module.messages);
  }
  activateLoaded('de');
}

export { showEnglish } from '../../src/i18n/english-at-start.ts';
