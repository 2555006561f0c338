import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

/**
 * AppProviders makes an Emotion cache per mount, so every test that renders the app inserts all its style rules
 * again, and nothing removes them. jsdom's getComputedStyle (behind role queries, toBeVisible and user-event's
 * pointer-events check) walks every rule in the document: a file of eleven app renders ends up several times slower
 * per query than its first test. Registers hooks that remove, after each test, the <style> elements it added.
 * Only for tests whose renders all sit under AppProviders: rules of Emotion's default cache must stay, as that cache
 * never inserts a rule twice.
 */
export function dropEachTestsStyles(): void {
  let before = new Set<Element>();
  beforeEach(() => {
    before = new Set(document.head.querySelectorAll('style'));
  });
  afterEach(() => {
    cleanup();
    for (const style of document.head.querySelectorAll('style')) if (!before.has(style)) style.remove();
  });
}
