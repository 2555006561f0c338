// No personal data written as free text reaches the activity log. Generated names, phone numbers, IBANs, street
// addresses and e-mail addresses, alone or inside a sentence, are written where staff write free text — a lead's
// note, a sign-up's rejection reason, a charger's display name, what a sign-up asked for — through the mock's real
// handlers; the activity list call, as it answers, must contain none of them (as written, nor their compact forms:
// the digits of a phone number, the IBAN without spaces, each part of a name, an address's local part). The rule is
// src/domain/activity/redact.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDataLayer } from '../../../scripts/mock/data/data-layer.ts';
import { createDataset } from '../../../scripts/mock/data/dataset.ts';
import { loadMockSpec, matchOperation } from '../../../scripts/mock/select-example.ts';

const spec = loadMockSpec();
const base = createDataset();
const layer = createDataLayer({ spec, base });
let owners = 0;

function call(owner: string, method: string, url: string, bearer?: string, body?: unknown) {
  const match = matchOperation(spec, method, url);
  if (!match) throw new Error(`no operation for ${method} ${url}`);
  const input = { owner, ...(bearer === undefined ? {} : { bearer }) };
  const refused = layer.authorize(match, input);
  if (refused) return refused;
  return layer.answer(match, { ...input, url, body: body === undefined ? '' : JSON.stringify(body) });
}

// Synthetic words (no dictionary): a name part never occurs in the dataset by chance.
const syllable = fc.constantFrom(
  'ka',
  'lo',
  'mi',
  'ren',
  'sa',
  'tor',
  'vel',
  'qu',
  'zan',
  'dri',
  'bel',
  'nox',
);
const word = fc.array(syllable, { minLength: 3, maxLength: 4 }).map((parts) => parts.join(''));
const capital = word.map((text) => `${text[0]!.toUpperCase()}${text.slice(1)}`);
const digits = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((list) => list.join(''));

/** A German IBAN with valid check digits (ISO 13616 mod 97). */
const iban = digits(18, 18).map((account) => {
  const check = 98 - Number(BigInt(`${account}131400`) % 97n);
  return `DE${String(check).padStart(2, '0')}${account}`;
});

interface Datum {
  readonly written: string;
  /** What must not appear either. */
  readonly parts: readonly string[];
}

const personal: fc.Arbitrary<Datum> = fc.oneof(
  fc
    .tuple(capital, capital)
    .map(([given, family]) => ({ written: `${given} ${family}`, parts: [given, family] })),
  fc
    .tuple(fc.constantFrom('+49 ', '0'), digits(3, 3), fc.constantFrom(' ', '/', '-', ''), digits(6, 8))
    .map(([prefix, area, separator, number]) => ({
      written: `${prefix}${area}${separator}${number}`,
      parts: [`${area}${separator}${number}`, `${area}${number}`],
    })),
  fc.tuple(iban, fc.boolean()).map(([compact, spaced]) => ({
    written: spaced ? (compact.match(/.{1,4}/g) ?? []).join(' ') : compact,
    parts: [compact],
  })),
  fc
    .tuple(capital, fc.integer({ min: 1, max: 299 }), digits(5, 5), capital)
    .map(([street, number, postcode, city]) => ({
      written: `${street}straße ${number}, ${postcode} ${city}`,
      parts: [`${street}straße`, city],
    })),
  fc.tuple(word, word, word).map(([given, family, domain]) => ({
    written: `${given}.${family}@${domain}.example`,
    parts: [`${given}.${family}`],
  })),
);

/** Free text around the datum (or the datum alone). */
const freeText = fc
  .tuple(
    personal,
    fc.constantFrom('', 'Please call ', 'Customer: ', 'Wrong person — '),
    fc.constantFrom('', ' today.', ' (see CRM)'),
  )
  .map(([datum, before, after]) => ({ datum, text: `${before}${datum.written}${after}` }));

describe('free text in the activity log', () => {
  it('property: no name, phone, IBAN, street address or e-mail written as free text is in any entry', () => {
    fc.assert(
      fc.property(fc.array(freeText, { minLength: 4, maxLength: 4 }), (texts) => {
        const owner = `audit-redaction-${(owners += 1)}`;
        const world = layer.world(owner);
        const admin = call(owner, 'POST', '/authentication-api/login', undefined, {
          email: 'admin@operator-portal.example',
          password: 'any password',
        }).body as { access: string };
        const bearer = admin.access;
        const [note, reason, displayName, asked] = texts as [
          (typeof texts)[0],
          (typeof texts)[0],
          (typeof texts)[0],
          (typeof texts)[0],
        ];
        const lead = world.leads[0]!;
        const evse = world.evses[0]!.detail.evse;
        const [toReject, toApprove] = world.signUps.filter((signUp) => signUp.status === 'pending');
        toApprove!.requestedArea = asked.text;
        toApprove!.name = asked.datum.written;
        const answers = [
          call(owner, 'PATCH', `/ui/v1/order-funnel-leads/${lead.id}`, bearer, { note: note.text }),
          call(owner, 'POST', `/ui/v1/sign-ups/${toReject!.id}/rejection`, bearer, { reason: reason.text }),
          call(owner, 'PATCH', `/ui/v1/evses/${evse.evseUuid}`, bearer, { displayName: displayName.text }),
          call(owner, 'POST', `/ui/v1/sign-ups/${toApprove!.id}/approval`, bearer, { role: 'Viewer' }),
        ];
        expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
        type Entry = { target: { kind: string; key: string; name?: string } };
        const log = call(owner, 'GET', '/ui/v1/activity', bearer).body as { entries: Entry[] };
        expect(log.entries).toHaveLength(4);
        // What the log recorded: every entry as answered, less the target's name as it is now, which the answer adds
        // for a caller who may read the target (the admin may read sign-ups) and which is read from the live record.
        const recorded = JSON.stringify(
          log.entries.map(({ target: { name: _live, ...target }, ...entry }) => ({ ...entry, target })),
        );
        const approved = log.entries.find((entry) => entry.target.key === toApprove!.id);
        expect(approved?.target.name).toBe(toApprove!.name);
        for (const { datum, text } of texts) {
          for (const secret of [text, datum.written, ...datum.parts]) expect(recorded).not.toContain(secret);
        }
        // The changes are still there, as lengths: the log says that the note was written.
        expect(recorded).toContain(`"length":${[...note.text].length}`);
      }),
      { numRuns: 20 },
    );
  });
});
