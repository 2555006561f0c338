// Money as the person's regional format writes it: `12,30 €` in German, `€12.30` in American English — the
// currency's sign and place are the locale's, never glued on by hand. `locale` left out means the runtime's default
// (the browser's), as with the other formats (src/domain/format/locale-format.ts).

const formatters = new Map<string, Intl.NumberFormat>();

/** An amount in a currency (ISO 4217, `EUR`), with the currency's usual decimals (two for the euro). */
export function formatMoney(value: number, currency: string, locale?: string): string {
  const key = `${locale ?? ''}|${currency}`;
  let format = formatters.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, format);
  }
  return format.format(value);
}
