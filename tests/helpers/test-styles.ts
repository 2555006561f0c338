import createCache, { type EmotionCache } from '@emotion/cache';

const caches = new Set<EmotionCache>();

/**
 * A style cache for one app render in a test (AppProviders' `styleCache`). AppProviders makes a cache per mount, so
 * every test that renders the app inserts all its style rules again, and nothing takes them out: jsdom's
 * getComputedStyle (behind role queries, toBeVisible and user-event's pointer-events check) walks every rule in the
 * document, and a file of eleven app renders ended up several times slower per query than its first test.
 * `dropTestStyles` (run after each test by tests/setup.ts) removes the <style> elements of these caches only: the
 * rules of Emotion's default cache, which components rendered without AppProviders use, must stay, as that cache
 * never inserts a rule twice.
 */
export function testStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  caches.add(cache);
  return cache;
}

/** Removes the <style> elements of every test style cache (after the render that used them is gone). */
export function dropTestStyles(): void {
  for (const cache of caches) cache.sheet.flush();
  caches.clear();
}
