import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FALLBACK_PREFERENCES,
  FORMATS,
  LANGUAGES,
  languageOfFormat,
  preferencesFromBrowser,
  readPreferences,
  weekStartOf,
  writePreferences,
  type DisplayPreferences,
} from '../../../../src/domain/i18n/preferences.ts';

const prefsArb = fc.record({ language: fc.constantFrom(...LANGUAGES), format: fc.constantFrom(...FORMATS) });

describe('preferencesFromBrowser', () => {
  it('takes both choices from a German browser', () => {
    expect(preferencesFromBrowser(['de-DE', 'de', 'en-US'])).toEqual({ language: 'de', format: 'de-DE' });
  });
  it('keeps the choices apart: each from the first tag that offers one', () => {
    expect(preferencesFromBrowser(['fr-FR', 'en-GB', 'de-DE'])).toEqual({ language: 'en', format: 'en-GB' });
    expect(preferencesFromBrowser(['en-US'])).toEqual({ language: 'en', format: 'en-US' });
    expect(preferencesFromBrowser(['de-AT'])).toEqual({ language: 'de', format: 'de-AT' });
    expect(preferencesFromBrowser(['de'])).toEqual({ language: 'de', format: 'de-DE' });
    expect(preferencesFromBrowser(['en-IE'])).toEqual({ language: 'en', format: 'en-GB' });
  });
  it('falls back to German for a browser that names nothing we offer', () => {
    expect(preferencesFromBrowser(['fr-FR', 'pl'])).toEqual(FALLBACK_PREFERENCES);
    expect(preferencesFromBrowser([])).toEqual(FALLBACK_PREFERENCES);
    expect(preferencesFromBrowser(undefined)).toEqual(FALLBACK_PREFERENCES);
  });
});

describe('readPreferences', () => {
  const browser: DisplayPreferences = { language: 'de', format: 'de-DE' };
  it('round-trips what it writes', () => {
    fc.assert(
      fc.property(prefsArb, (prefs) => {
        expect(readPreferences(writePreferences(prefs), browser)).toEqual(prefs);
      }),
    );
  });
  it('loses nothing on bad input: a corrupt field falls back alone', () => {
    expect(readPreferences('{"language":"en","format":"xx-XX"}', browser)).toEqual({
      language: 'en',
      format: 'de-DE',
    });
    expect(readPreferences('{"language":42,"format":"en-US"}', browser)).toEqual({
      language: 'de',
      format: 'en-US',
    });
    expect(readPreferences({ language: 'en' }, browser)).toEqual({ language: 'en', format: 'de-DE' });
  });
  it('answers the fallback for any text or value, never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.jsonValue()), (junk) => {
        const read = readPreferences(junk, browser);
        expect(LANGUAGES).toContain(read.language);
        expect(FORMATS).toContain(read.format);
      }),
    );
    expect(readPreferences('not json', browser)).toEqual(browser);
    expect(readPreferences(null, browser)).toEqual(browser);
  });
});

describe('format facts', () => {
  it('starts the week on Monday except in the US format', () => {
    expect(weekStartOf('de-DE')).toBe(1);
    expect(weekStartOf('en-GB')).toBe(1);
    expect(weekStartOf('en-US')).toBe(0);
  });
  it('names the language of each format', () => {
    for (const format of FORMATS) expect(LANGUAGES).toContain(languageOfFormat(format));
    expect(languageOfFormat('de-CH')).toBe('de');
  });
});
