// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isJumpShortcut } from '../../../src/features/jump/hooks/use-jump-shortcut.ts';

function press(key: string, target: Element, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

function element(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
}

const seen = (key: string, target: Element, init?: KeyboardEventInit) => {
  let result = false;
  const listener = (event: KeyboardEvent) => {
    result = isJumpShortcut(event);
  };
  document.addEventListener('keydown', listener);
  press(key, target, init);
  document.removeEventListener('keydown', listener);
  return result;
};

describe('the jump-to shortcut', () => {
  it('is Ctrl+K or ⌘K anywhere, even in a field', () => {
    const input = element('<input type="text">');
    expect(seen('k', input, { ctrlKey: true })).toBe(true);
    expect(seen('K', document.body, { metaKey: true })).toBe(true);
    expect(seen('k', input, { ctrlKey: true, shiftKey: true })).toBe(false);
    expect(seen('k', input, { ctrlKey: true, altKey: true })).toBe(false);
    expect(seen('k', document.body)).toBe(false);
  });

  it('is `/` only when the focus is not in a field', () => {
    expect(seen('/', element('<button>x</button>'))).toBe(true);
    expect(seen('/', document.body)).toBe(true);
    for (const html of [
      '<input type="text">',
      '<textarea></textarea>',
      '<select><option>a</option></select>',
      '<div contenteditable="true">x</div>',
      '<div role="combobox" tabindex="0">x</div>',
    ])
      expect(seen('/', element(html)), html).toBe(false);
    expect(seen('/', element('<button>x</button>'), { ctrlKey: true })).toBe(false);
  });
});
