// The order-funnel leads' export (src/domain/sales/lead-export.ts): the BOM and the header row
// first, one row per consented lead with contact details and no other, every text cell formula-safe, whatever the
// names and tariffs hold.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LEADS_EXPORT_HEADER,
  leadsExportCsv,
  type ExportableLead,
  type LeadContactDetails,
} from '../../../../src/domain/sales/lead-export.ts';
import { startedWindowProblem } from '../../../../src/domain/sales/lead-query.ts';
import { CHANNELS, FUNNEL_STEPS, LEAD_STATUSES } from '../../../../src/domain/sales/funnel-steps.ts';

const HEADER = `\uFEFF${LEADS_EXPORT_HEADER.join(',')}\r\n`;
/** Text a spreadsheet would run, markup, quotes, separators and line breaks. */
const hostile = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom(
    '=HYPERLINK("http://x","y")',
    '+49 170 1',
    '-2+3',
    '@SUM(A1)',
    '\t=1',
    '\r=1',
    'a,"b"\r\nc',
    '<b>x</b>',
  ),
);

/** Parses RFC 4180 CSV (comma, CRLF) back into cells: enough to read what the export wrote. */
function parse(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (quoted && char === '"') {
      quoted = false;
    } else if (quoted) {
      cell += char;
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i += 1;
    } else {
      cell += char;
    }
  }
  return rows;
}

const lead = fc.record({
  id: fc.integer({ min: 1, max: 99_999 }).map((n) => `L-${n}`),
  startedAt: fc.constant('2026-11-01T08:00:00Z'),
  lastStep: fc.constantFrom(...FUNNEL_STEPS),
  channel: fc.constantFrom(...CHANNELS),
  postcode: hostile,
  tariff: hostile,
  consent: fc.boolean(),
  status: fc.constantFrom(...LEAD_STATUSES),
  assignee: fc.option(fc.record({ name: hostile })),
}) satisfies fc.Arbitrary<ExportableLead>;
const contact = fc.record({
  name: hostile,
  email: hostile,
  phone: hostile,
}) satisfies fc.Arbitrary<LeadContactDetails>;

describe('the leads export', () => {
  it('holds the header row alone when no lead is consented', () => {
    expect(leadsExportCsv([], () => undefined)).toBe(HEADER);
  });

  it('has the BOM and header first, only consented leads with contacts, and no cell a spreadsheet would run', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(lead, { selector: (l) => l.id, maxLength: 8 }),
        fc.array(contact, { minLength: 8, maxLength: 8 }),
        (leads, contacts) => {
          const withContact = new Map(
            leads.map((l, index) => [l.id, index % 3 === 2 ? undefined : contacts[index]]),
          );
          const csv = leadsExportCsv(leads, (id) => withContact.get(id));
          expect(csv.startsWith(HEADER)).toBe(true);
          const rows = parse(csv.slice(1));
          expect(rows[0]).toEqual([...LEADS_EXPORT_HEADER]);
          const expected = leads.filter((l) => l.consent && withContact.get(l.id) !== undefined);
          expect(rows.slice(1).map((row) => row[0])).toEqual(expected.map((l) => l.id));
          for (const [index, row] of rows.slice(1).entries()) {
            expect(row).toHaveLength(LEADS_EXPORT_HEADER.length);
            for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
            const person = withContact.get(expected[index]!.id)!;
            // What the export escaped is the value with one apostrophe before it: nothing else changes.
            expect(
              row
                .slice(8)
                .map((cell, i) =>
                  cell === [person.name, person.email, person.phone][i] ? cell : cell.slice(1),
                ),
            ).toEqual([person.name, person.email, person.phone]);
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('refuses a started window that ends before it starts, or that is no instant', () => {
    expect(startedWindowProblem(undefined, undefined)).toBeNull();
    expect(startedWindowProblem('2026-11-01T00:00:00Z', '2026-11-02T00:00:00Z')).toBeNull();
    expect(startedWindowProblem('2026-11-02T00:00:00Z', '2026-11-01T00:00:00Z')).toMatch(/before/);
    expect(startedWindowProblem('yesterday', undefined)).toMatch(/not an instant/);
  });
});
