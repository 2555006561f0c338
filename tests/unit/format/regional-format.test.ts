// Every number, date, money value, relative time and CSV follows the regional format the person chose (de-DE, en-GB,
// en-US), not the browser's language; a change of format never reuses a formatter made for the one before. Tests pin
// TZ=Europe/Berlin. The instant around midnight: 1 November 00:30 in Berlin is 31 October 23:30 UTC (winter time).
import { afterEach, describe, expect, it } from 'vitest';
import { setActiveFormat } from '../../../src/domain/format/active-format.ts';
import {
  COMMA_DIALECT,
  csvDialect,
  csvInstant,
  parseCsv,
  rewriteCsv,
  SEMICOLON_DIALECT,
  toCsv,
} from '../../../src/domain/format/csv.ts';
import {
  formatCount,
  formatDayTime,
  formatMoney,
  formatPercent,
  formatQuantity,
  formatSpreadsheetInstant,
} from '../../../src/domain/format/locale-format.ts';
import { timeAgoIn } from '../../../src/domain/format/relative-time.ts';
import { leadsExportForReader, LEADS_EXPORT_HEADER } from '../../../src/domain/sales/lead-export.ts';

const NBSP = '\u00a0';
const NNBSP = '\u202f';
const BERLIN_HALF_PAST_MIDNIGHT = '2026-10-31T23:30:00Z';
/** Intl's spaces (a no-break space before €, a narrow one in some day-times) read as plain spaces. */
const plain = (text: string) => text.replace(new RegExp(`[${NBSP}${NNBSP}]`, 'g'), ' ');

afterEach(() => setActiveFormat(undefined));

describe('formatters follow the chosen format', () => {
  it('de-DE: dot groups, decimal comma, 12,30 €, 25,3 %, day.month.year', () => {
    setActiveFormat('de-DE');
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(formatQuantity(1234.5, 'kWh')).toBe(`1.234,5${NBSP}kWh`);
    expect(plain(formatMoney(12.3))).toBe('12,30 €');
    expect(plain(formatPercent(0.253))).toBe('25,3 %');
    expect(formatDayTime(new Date(BERLIN_HALF_PAST_MIDNIGHT))).toBe('01.11.2026, 00:30');
  });

  it('en-GB: comma groups, decimal point, €12.30, day/month/year with the 24-hour clock', () => {
    setActiveFormat('en-GB');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatQuantity(1234.5, 'kWh')).toBe(`1,234.5${NBSP}kWh`);
    expect(formatMoney(12.3)).toBe('€12.30');
    expect(formatPercent(0.253)).toBe('25.3%');
    expect(formatDayTime(new Date(BERLIN_HALF_PAST_MIDNIGHT))).toBe('01/11/2026, 00:30');
  });

  it('en-US: month/day/year and AM/PM, €12.30', () => {
    setActiveFormat('en-US');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatMoney(12.3)).toBe('€12.30');
    expect(plain(formatDayTime(new Date(BERLIN_HALF_PAST_MIDNIGHT)))).toBe('11/01/2026, 12:30 AM');
  });

  it('a change of format applies to the next call: no formatter of the format before is reused', () => {
    setActiveFormat('de-DE');
    expect(formatCount(1204)).toBe('1.204');
    setActiveFormat('en-GB');
    expect(formatCount(1204)).toBe('1,204');
    setActiveFormat('de-DE');
    expect(formatCount(1204)).toBe('1.204');
  });

  it('a locale given still wins over the chosen format (the menu previews each format)', () => {
    setActiveFormat('de-DE');
    expect(formatCount(1234, 'en-US')).toBe('1,234');
  });

  it('relative times are in the language, their numbers in the format', () => {
    const now = Date.UTC(2026, 10, 1, 12);
    expect(timeAgoIn('de', now - 3 * 3_600_000, now)).toBe('vor 3 Std.');
    setActiveFormat('de-DE');
    expect(timeAgoIn('en', now - 1234 * 86_400_000, now)).toBe('1.234 days ago');
    setActiveFormat('en-GB');
    expect(timeAgoIn('en', now - 1234 * 86_400_000, now)).toBe('1,234 days ago');
  });
});

describe('CSV in the chosen format', () => {
  it('the dialect is the format’s: `;` and a decimal comma for de-DE, `,` and a point for en-GB and en-US', () => {
    setActiveFormat('de-DE');
    expect(csvDialect()).toEqual(SEMICOLON_DIALECT);
    setActiveFormat('en-GB');
    expect(csvDialect()).toEqual(COMMA_DIALECT);
    setActiveFormat('en-US');
    expect(csvDialect()).toEqual(COMMA_DIALECT);
  });

  it('an instant is the local date and time in the list’s zone: half past midnight in Berlin is 1 November', () => {
    const at = new Date(BERLIN_HALF_PAST_MIDNIGHT);
    expect(formatSpreadsheetInstant(at, 'Europe/Berlin', 'de-DE')).toBe('01.11.2026 00:30:00');
    expect(formatSpreadsheetInstant(at, 'Europe/Berlin', 'en-GB')).toBe('01/11/2026 00:30:00');
    expect(formatSpreadsheetInstant(at, 'Europe/Berlin', 'en-US')).toBe('11/01/2026 00:30:00');
    // The same instant in another list's zone is still 31 October.
    expect(formatSpreadsheetInstant(at, 'UTC', 'de-DE')).toBe('31.10.2026 23:30:00');
    setActiveFormat('de-DE');
    expect(csvInstant(BERLIN_HALF_PAST_MIDNIGHT, 'Europe/Berlin')).toBe('01.11.2026 00:30:00');
    // Nothing to read stays as it came.
    expect(csvInstant('', 'Europe/Berlin')).toBe('');
    expect(csvInstant('not a time', 'Europe/Berlin')).toBe('not a time');
    expect(csvInstant(null, 'Europe/Berlin')).toBe(null);
  });

  it('a whole file per format: separator, decimal mark and local instants', () => {
    const header = ['Created (Europe/Berlin)', 'Energy (kWh)'];
    const row = (format: string) => {
      setActiveFormat(format);
      return [csvInstant(BERLIN_HALF_PAST_MIDNIGHT, 'Europe/Berlin'), 1234.5];
    };
    setActiveFormat('de-DE');
    expect(toCsv(header, [row('de-DE')], csvDialect())).toBe(
      '\uFEFFCreated (Europe/Berlin);Energy (kWh)\r\n01.11.2026 00:30:00;1234,5\r\n',
    );
    expect(toCsv(header, [row('en-GB')], csvDialect())).toBe(
      '\uFEFFCreated (Europe/Berlin),Energy (kWh)\r\n01/11/2026 00:30:00,1234.5\r\n',
    );
    expect(toCsv(header, [row('en-US')], csvDialect())).toBe(
      '\uFEFFCreated (Europe/Berlin),Energy (kWh)\r\n11/01/2026 00:30:00,1234.5\r\n',
    );
  });

  it('a server’s comma file is read back cell for cell (quotes, commas, line breaks, the escaping apostrophe)', () => {
    const file = '\uFEFFa,b,c\r\n"x, y","say ""hi""",\'=1+1\r\n"two\r\nlines",,\r\n';
    expect(parseCsv(file)).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', "'=1+1"],
      ['two\r\nlines', '', ''],
    ]);
  });

  it('the leads’ server file written again: the person’s dialect, `Started` local, their header words', () => {
    const server = toCsv(LEADS_EXPORT_HEADER, [
      [
        'L-1',
        BERLIN_HALF_PAST_MIDNIGHT,
        'Offer',
        'web',
        '01067',
        'Flex',
        'New',
        '',
        'Müller, Hans',
        'h@x.de',
        "'+49 1",
      ],
    ]);
    const words = ['Lead', 'Begonnen (Europe/Berlin)', 'Letzter Schritt', 'Kanal', 'PLZ', 'Tarif', 'Status'];
    const header = [...words, 'Zuständig', 'Name', 'E-Mail', 'Telefon'];
    setActiveFormat('de-DE');
    const lines = leadsExportForReader(server, header, 'Europe/Berlin', csvDialect()).split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFLead;Begonnen (Europe/Berlin);Letzter Schritt;Kanal;PLZ;Tarif;Status;Zuständig;Name;E-Mail;Telefon',
    );
    // The postcode stays text with its leading zero; the phone keeps its one escaping apostrophe.
    expect(lines[1]).toBe("L-1;01.11.2026 00:30:00;Offer;web;01067;Flex;New;;Müller, Hans;h@x.de;'+49 1");
    setActiveFormat('en-GB');
    const british = rewriteCsv(server, {
      instantColumns: [1],
      timeZone: 'Europe/Berlin',
      dialect: csvDialect(),
    });
    expect(british.split('\r\n')[1]).toBe(
      'L-1,01/11/2026 00:30:00,Offer,web,01067,Flex,New,,"Müller, Hans",h@x.de,\'+49 1',
    );
  });
});
