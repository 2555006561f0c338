/*
 * THE regional format every number, date, money value and CSV of the portal is written in: the one the person chose
 * (de-DE, en-GB, en-US …, src/domain/i18n/preferences.ts), apart from the language of the words. The display
 * preferences' provider sets it before anything renders and again on each change
 * (src/i18n/display-preferences-provider.tsx), so a formatter that is given no locale follows the person's choice,
 * not the browser's language. Until a provider has set it (a unit test of a formatter alone) it is the runtime's
 * default locale, as Intl's own default.
 */

let active: string | undefined;

/** The chosen format's tag, or undefined before one is chosen (the runtime's default locale). */
export const activeFormat = (): string | undefined => active;

/** Makes `format` the format of every formatter called without a locale (undefined: the runtime's default). */
export function setActiveFormat(format: string | undefined): void {
  active = format;
}

/** The locale a formatter writes in: the one it was given, else the chosen format. */
export const formatLocale = (locale?: string): string | undefined => locale ?? active;
