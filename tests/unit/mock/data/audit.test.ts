// The audit hook of the mock's data layer (scripts/mock/data/audit.ts): every x-audit call that
// succeeds is recorded once with who, when, which operation, on what and the fields before and after; refused calls
// and reads are not; listActivity answers the log newest first with the screen's filters.
import { describe, expect, it } from 'vitest';
import { AUDIT_TARGETS } from '../../../../scripts/mock/data/audit-targets.ts';
import { createDataLayer } from '../../../../scripts/mock/data/data-layer.ts';
import { createDataset, datasetNow } from '../../../../scripts/mock/data/dataset.ts';
import { loadMockSpec, matchOperation } from '../../../../scripts/mock/select-example.ts';
import type { components } from '../../../../src/api/schema.gen.ts';

type Schemas = components['schemas'];
const spec = loadMockSpec();
const base = createDataset();
const layer = createDataLayer({ spec, base });

function ask(
  method: string,
  url: string,
  owner: string,
  body?: unknown,
  actor = 'opslead@operator-portal.example',
) {
  const match = matchOperation(spec, method, url);
  if (!match) throw new Error(`no operation for ${method} ${url}`);
  return layer.answer(match, { url, body: body === undefined ? '' : JSON.stringify(body), owner, actor });
}
const activity = (owner: string, query = '') =>
  ask('GET', `/ui/v1/activity${query}`, owner).body as Schemas['ActivityResponse'];

const evse = base.evses[0]!.detail.evse;

describe('the audit hook', () => {
  it('every audited operation of the spec says what its target is', () => {
    const audited = Object.values(spec.paths ?? {}).flatMap((item) =>
      Object.values(item as Record<string, Record<string, unknown>>)
        .filter((operation) => operation['x-audit'] === true)
        .map((operation) => String(operation.operationId)),
    );
    expect(audited.length).toBeGreaterThanOrEqual(6);
    expect(audited.filter((id) => AUDIT_TARGETS[id] === undefined)).toEqual([]);
  });

  it('records a change with who, when, which operation, on what, before and after', () => {
    const owner = 'audit-rename';
    expect(activity(owner).countTotal).toBe(0);
    const answer = ask('PATCH', `/ui/v1/evses/${evse.evseUuid}`, owner, {
      displayName: 'Garage <b>left</b>',
    });
    expect(answer.status).toBe(200);
    const log = activity(owner);
    expect(log.countTotal).toBe(1);
    const [entry] = log.entries;
    expect(entry).toMatchObject({
      actor: 'opslead@operator-portal.example',
      operationId: 'updateEvse',
      // A display name is free text: never stored, the label is the charger's identifier.
      target: { kind: 'evse', key: evse.evseUuid, label: evse.uniqueIdentifier },
      changes: [
        {
          field: 'displayName',
          before: null,
          after: null,
          beforeText: { length: [...evse.displayName].length },
          afterText: { length: 'Garage <b>left</b>'.length },
        },
      ],
    });
    expect(entry!.changes[0]!.afterText!.fingerprint).toMatch(/^[0-9a-f]{8}$/);
    expect(JSON.stringify(log)).not.toContain('Garage <b>left</b>');
    // When: the world's running now (whole seconds).
    expect(Math.abs(Date.parse(entry!.at) - datasetNow(base))).toBeLessThan(60_000);
    expect(log.persons).toEqual(['opslead@operator-portal.example']);
    expect(log.operations).toEqual(['updateEvse']);
  });

  it('does not record refused calls or reads, and keeps each owner’s log apart', () => {
    const owner = 'audit-refused';
    expect(
      ask('PATCH', '/ui/v1/evses/00000000-0000-4000-8000-000000000000', owner, { displayName: 'x' }).status,
    ).toBe(404);
    ask('GET', `/ui/v1/evses/${evse.evseUuid}`, owner);
    expect(activity(owner).countTotal).toBe(0);
    expect(activity('someone-else').countTotal).toBe(0);
  });

  it('a charger command lands in both logs, each keeping its own entries', () => {
    const owner = 'audit-command';
    const history = () =>
      (
        ask('GET', `/ui/v1/evses/${evse.evseUuid}/history?limit=100`, owner)
          .body as Schemas['EvseHistoryPage']
      ).events;
    const before = history();
    expect(
      ask('POST', `/ui/v1/evses/${evse.evseUuid}/commands`, owner, { command: 'RESET', resetType: 'Soft' })
        .status,
    ).toBeLessThan(300);
    // The activity log: one entry of the write, who sent it and on what.
    const log = activity(owner);
    expect(log.countTotal).toBe(1);
    expect(log.entries[0]).toMatchObject({
      actor: 'opslead@operator-portal.example',
      operationId: 'sendEvseCommand',
      target: { key: evse.evseUuid },
    });
    // The charger's history log: its own event of the command (what the charger answered), newest first, and none of
    // the activity log's entries; the activity log holds none of the history's charger events.
    const after = history();
    // One page of the newest 100: the command's event on top, the rest shifted down by one.
    expect(after.length).toBe(Math.min(before.length + 1, 100));
    expect(after[0]).toMatchObject({ type: 'command', actor: 'opslead@operator-portal.example' });
    expect(after[0]?.summary).toMatch(/^Soft reset: /);
    expect(after.slice(1).map((event) => event.id)).toEqual(
      before.slice(0, after.length - 1).map((event) => event.id),
    );
    expect(before.map((event) => event.id)).not.toContain(after[0]?.id);
    expect(log.entries.map((entry) => entry.operationId)).toEqual(['sendEvseCommand']);
  });

  it('records a removal with every field before and none after', () => {
    const owner = 'audit-delete';
    expect(ask('DELETE', `/ui/v1/evses/${evse.evseUuid}`, owner).status).toBeLessThan(300);
    const [entry] = activity(owner).entries;
    expect(entry?.operationId).toBe('deleteEvse');
    expect(entry?.changes.length).toBeGreaterThan(3);
    expect(
      entry?.changes.every(
        (change) => (change.before !== null || change.beforeText !== undefined) && change.after === null,
      ),
    ).toBe(true);
  });

  it('answers newest first, filtered by person, operation and target, paged by 50', () => {
    const owner = 'audit-filters';
    for (let i = 0; i < 55; i += 1) {
      ask(
        'PATCH',
        `/ui/v1/evses/${evse.evseUuid}`,
        owner,
        { displayName: `Name ${i}` },
        i % 2 ? 'a@x.example' : 'b@x.example',
      );
    }
    const first = activity(owner);
    expect(first).toMatchObject({ page: 1, countPages: 2, countTotal: 55 });
    expect(first.entries[0]?.changes[0]?.afterText?.length).toBe('Name 54'.length);
    expect(activity(owner, '?page=2').entries).toHaveLength(5);
    expect(activity(owner, '?person=a%40x.example').countTotal).toBe(27);
    expect(activity(owner, '?operation=deleteEvse').countTotal).toBe(0);
    expect(activity(owner, `?target=${evse.evseUuid.slice(0, 8)}`).countTotal).toBe(55);
    expect(activity(owner, '?until=2000-01-01T00:00:00Z').countTotal).toBe(0);
  });
});
