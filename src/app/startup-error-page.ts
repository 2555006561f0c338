import type { StartupFailure } from '../config/load-runtime-config.ts';

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
  doc.title = STARTUP_ERROR_TITLE;
  const main = doc.createElement('main');
  // The CSSOM, not a style attribute: the CSP allows no inline styles.
  main.style.cssText = 'max-width:44rem;margin:3rem auto;padding:0 1rem;font:16px/1.5 system-ui,sans-serif';
  add(main, 'h1', STARTUP_ERROR_TITLE).style.fontSize = '1.75rem';
  add(main, 'p', failure.summary);
  if (failure.problems.length > 0) {
    const list = add(main, 'ul');
    for (const { field, reason } of failure.problems) {
      const item = add(list, 'li');
      add(item, 'code', field);
      item.append(` ${reason}`);
    }
  }
  add(
    main,
    'p',
    'The portal reads its settings from /config.json beside index.html. Whoever runs this deployment: serve a ' +
      'valid one (docs/deployment.md lists its fields), then reload. Everyone else: please pass this page on.',
  );
  const button = add(main, 'button', 'Reload');
  button.type = 'button';
  button.style.cssText = 'min-height:2.5rem;padding:0 1.25rem;font:inherit';
  button.addEventListener('click', () => reload());
  container.replaceChildren(main);
}
