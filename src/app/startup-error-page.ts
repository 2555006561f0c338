import type { StartupFailure } from '../config/load-runtime-config.ts';
import { t } from '../i18n/i18n.ts';

/** The page's title in English (tests find the page by it; the page shows `startup.title` in the language shown). */
export const STARTUP_ERROR_TITLE = 'The Operator Portal cannot start';

/**
 * Shown instead of the app when /config.json is missing or wrong: plain DOM (no React, no router, no styles to
 * load), so it appears whatever else is broken. Text only (no HTML strings: Trusted Types), and it never reloads by
 * itself — a bad deployment must not become a reload loop.
 */
export function renderStartupError(
  container: HTMLElement,
  failure: StartupFailure,
  reload: () => void = () => window.location.reload(),
): void {
  const doc = container.ownerDocument;
  const add = <K extends keyof HTMLElementTagNameMap>(parent: Node, tag: K, text = '') => {
    const element = doc.createElement(tag);
    element.textContent = text;
    parent.appendChild(element);
    return element;
  };
  const title = t('startup.title');
  doc.title = title;
  const main = doc.createElement('main');
  // The CSSOM, not a style attribute: the CSP allows no inline styles.
  main.style.cssText = 'max-width:44rem;margin:3rem auto;padding:0 1rem;font:16px/1.5 system-ui,sans-serif';
  add(main, 'h1', title).style.fontSize = '1.75rem';
  add(main, 'p', failure.summary);
  if (failure.problems.length > 0) {
    const list = add(main, 'ul');
    for (const { field, reason } of failure.problems) {
      const item = add(list, 'li');
      add(item, 'code', field);
      item.append(` ${reason}`);
    }
  }
  add(main, 'p', t('startup.help'));
  const button = add(main, 'button', t('startup.reload'));
  button.type = 'button';
  button.style.cssText = 'min-height:2.5rem;padding:0 1.25rem;font:inherit';
  button.addEventListener('click', () => reload());
  container.replaceChildren(main);
}
