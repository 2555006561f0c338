// Idempotency-Key on the charger commands (scripts/mock/data/idempotency.ts): a repeat of the same request is the
// same command — the first answer, no second event in the charger's log, no second audit entry.
import { describe, expect, it } from 'vitest';
import { createDataLayer } from '../../../../scripts/mock/data/data-layer.ts';
import { createDataset } from '../../../../scripts/mock/data/dataset.ts';
import { loadMockSpec, matchOperation } from '../../../../scripts/mock/select-example.ts';
import type { components } from '../../../../src/api/schema.gen.ts';

type Schemas = components['schemas'];
const spec = loadMockSpec();
const base = createDataset();
const layer = createDataLayer({ spec, base });
const online = base.evses.filter((row) => row.detail.evse.connectivity === 'EVSE_ONLINE');
const [first, second] = online.map((row) => row.detail.evse);

function ask(method: string, url: string, owner: string, body?: unknown, idempotencyKey?: string) {
  const match = matchOperation(spec, method, url);
  if (!match) throw new Error(`no operation for ${method} ${url}`);
  return layer.answer(match, {
    url,
    body: body === undefined ? '' : JSON.stringify(body),
    owner,
    actor: 'ops@operator-portal.example',
    ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
  });
}
const commandsOf = (owner: string, evseUuid: string) =>
  (ask('GET', `/ui/v1/evses/${evseUuid}/history`, owner).body as Schemas['EvseHistoryPage']).events.filter(
    (event) => event.type === 'command',
  ).length;
const audited = (owner: string) =>
  (ask('GET', '/ui/v1/activity', owner).body as Schemas['ActivityResponse']).countTotal;
const HARD = { command: 'RESET', resetType: 'Hard' };

describe('Idempotency-Key on charger commands', () => {
  it('a repeated key answers the first answer again and runs the command once', () => {
    const owner = 'idem-repeat';
    const uuid = first!.evseUuid;
    const before = commandsOf(owner, uuid);
    const one = ask('POST', `/ui/v1/evses/${uuid}/commands`, owner, HARD, 'key-1');
    const two = ask('POST', `/ui/v1/evses/${uuid}/commands`, owner, HARD, 'key-1');
    expect(one.status).toBe(200);
    expect(two).toEqual(one);
    expect(commandsOf(owner, uuid)).toBe(before + 1);
    expect(audited(owner)).toBe(1);
  });

  it('a new key is a new command; no key at all is a command each time', () => {
    const owner = 'idem-new';
    const uuid = first!.evseUuid;
    const before = commandsOf(owner, uuid);
    ask('POST', `/ui/v1/evses/${uuid}/commands`, owner, HARD, 'key-a');
    ask('POST', `/ui/v1/evses/${uuid}/commands`, owner, HARD, 'key-b');
    ask('POST', `/ui/v1/evses/${uuid}/commands`, owner, HARD);
    ask('POST', `/ui/v1/evses/${uuid}/commands`, owner, HARD);
    expect(commandsOf(owner, uuid)).toBe(before + 4);
  });

  it('the same key for another request (body or charger) is refused with 422 and changes nothing', () => {
    const owner = 'idem-reused';
    const uuid = first!.evseUuid;
    ask('POST', `/ui/v1/evses/${uuid}/commands`, owner, HARD, 'key-x');
    const before = commandsOf(owner, uuid);
    const soft = ask(
      'POST',
      `/ui/v1/evses/${uuid}/commands`,
      owner,
      { command: 'RESET', resetType: 'Soft' },
      'key-x',
    );
    expect(soft.status).toBe(422);
    expect(soft.body).toMatchObject({ errorId: 'IDEMPOTENCY_KEY_REUSED' });
    if (second !== undefined) {
      const other = ask('POST', `/ui/v1/evses/${second.evseUuid}/commands`, owner, HARD, 'key-x');
      expect(other.status).toBe(422);
    }
    expect(commandsOf(owner, uuid)).toBe(before);
  });

  it('keys belong to one owner’s world and a reset forgets them', () => {
    const uuid = first!.evseUuid;
    ask('POST', `/ui/v1/evses/${uuid}/commands`, 'idem-a', HARD, 'shared-key');
    const elsewhere = commandsOf('idem-b', uuid);
    ask('POST', `/ui/v1/evses/${uuid}/commands`, 'idem-b', HARD, 'shared-key');
    expect(commandsOf('idem-b', uuid)).toBe(elsewhere + 1);
    layer.reset('idem-a');
    const fresh = commandsOf('idem-a', uuid);
    ask('POST', `/ui/v1/evses/${uuid}/commands`, 'idem-a', HARD, 'shared-key');
    expect(commandsOf('idem-a', uuid)).toBe(fresh + 1);
  });
});
