// German shown in a component test: every compiled German catalogue marked loaded and German activated, as the entry
// does for a person who chose German (src/i18n/i18n.ts). `showEnglish` (the setup's state) undoes it.
import type { CompiledMessages } from '../../../src/i18n/catalogue-types.ts';
import { activateLoaded, markLoaded } from '../../../src/i18n/i18n.ts';

const german = import.meta.glob<{ messages: CompiledMessages }>('../../../src/i18n/compiled/*.de.gen.ts', {
  eager: true,
});

export function showGerman(): void {
  for (const [path, module] of Object.entries(german)) {
    const area = path.slice(path.lastIndexOf('/') + 1, -'.de.gen.ts'.length);
    markLoaded(area, 'de', module.messages);
  }
  activateLoaded('de');
}

export { showEnglish } from '../../../src/i18n/english-at-start.ts';
