// The activity log's targets as staff know them (scripts/mock/areas/access/activity-targets.ts): the target search
// finds a charger by its uuid, OCPP identity and its site's customer number, not only by the recorded label; and the
// answer names a target as it is now, unmasked, to a caller who may read it — masked (the recorded label only) to
// one who may not. The recorded entries stay as they were recorded.
import { describe, expect, it } from 'vitest';
import { liveTargets } from '../../../../scripts/mock/areas/access/activity-targets.ts';
import { createDataLayer } from '../../../../scripts/mock/data/data-layer.ts';
import { createDataset } from '../../../../scripts/mock/data/dataset.ts';
import { loadMockSpec, matchOperation } from '../../../../scripts/mock/select-example.ts';
import type { components } from '../../../../src/api/schema.gen.ts';

type ActivityResponse = components['schemas']['ActivityResponse'];
const spec = loadMockSpec();
const base = createDataset();
const layer = createDataLayer({ spec, base });

/** A call as the fallback persona (an admin: every permission). */
function ask(method: string, url: string, owner: string, body?: unknown) {
  const match = matchOperation(spec, method, url);
  if (!match) throw new Error(`no operation for ${method} ${url}`);
  return layer.answer(match, { url, body: body === undefined ? '' : JSON.stringify(body), owner });
}
const activity = (owner: string, target = '') =>
  ask('GET', `/ui/v1/activity${target === '' ? '' : `?target=${encodeURIComponent(target)}`}`, owner)
    .body as ActivityResponse;

// A charger on a site with a customer number, whose display name another charger shares.
const record = base.evses.find(
  ({ detail: { evse } }) =>
    evse.site !== null &&
    base.evses.some(
      (other) =>
        other.detail.evse.evseUuid !== evse.evseUuid && other.detail.evse.displayName === evse.displayName,
    ),
)!;
const evse = record.detail.evse;
const viewer = base.staff.find((user) => user.email === 'viewer@operator-portal.example')!;

describe('the activity target search', () => {
  const owner = 'activity-identifiers';
  ask('POST', `/ui/v1/evses/${evse.evseUuid}/commands`, owner, { command: 'RESET', resetType: 'Soft' });

  it.each([
    ['its uuid', evse.evseUuid],
    ['its OCPP identity', evse.uniqueIdentifier],
    ['its OCPP identity in other case, in part', evse.uniqueIdentifier.slice(1).toLowerCase()],
    ["its site's customer number", evse.site!.userReference],
    ["its site's subscription", evse.site!.subscription],
    ["its gateway's id", evse.gateway.hemGatewayId],
  ])('finds a charger by %s', (_what, text) => {
    const log = activity(owner, text);
    expect(log.countTotal).toBe(1);
    expect(log.entries[0]?.target.key).toBe(evse.evseUuid);
  });

  it('finds nothing for an identifier of another charger', () => {
    const other = base.evses.find(
      (candidate) => candidate.detail.evse.site?.subscription !== evse.site?.subscription,
    )!;
    expect(activity(owner, other.detail.evse.uniqueIdentifier).countTotal).toBe(0);
  });

  it('offers the identifiers only to a caller who may read the target', () => {
    const facts = liveTargets(base, new Set(['audit:read']));
    expect(facts({ kind: 'evse', key: evse.evseUuid })).toEqual({ identifiers: [] });
    const reader = liveTargets(base, new Set(['audit:read', 'evses:read']));
    expect(reader({ kind: 'evse', key: evse.evseUuid }).identifiers).toEqual(
      expect.arrayContaining([evse.evseUuid, evse.uniqueIdentifier, evse.site!.userReference]),
    );
  });
});

describe('the target names of the answer', () => {
  it('names a staff user unmasked to a reader of users; the recorded label stays masked', () => {
    const owner = 'activity-names';
    expect(
      ask('PUT', `/ui/v1/staff-users/${viewer.id}/roles/${encodeURIComponent('Sales')}`, owner).status,
    ).toBeLessThan(300);
    const [entry] = activity(owner).entries;
    expect(entry?.target).toMatchObject({ kind: 'staff-user', key: viewer.id, name: viewer.name });
    expect(entry?.target.label).toBe('V*** V***');
    // Found by the person's name as well, for that reader.
    expect(activity(owner, viewer.name).countTotal).toBe(1);
  });

  it('names nothing beyond the recorded label to a caller without the permission that reads the target', () => {
    const facts = liveTargets(base, new Set(['audit:read', 'evses:read']));
    expect(facts({ kind: 'staff-user', key: viewer.id })).toEqual({ identifiers: [] });
    expect(liveTargets(base, new Set(['users:read']))({ kind: 'staff-user', key: viewer.id })).toEqual({
      identifiers: [viewer.id, viewer.name, viewer.email],
      name: viewer.name,
    });
  });

  it('names a target that no longer exists by its recorded label only', () => {
    const everything = liveTargets(base, new Set(['users:read', 'installations:read', 'evses:read']));
    expect(everything({ kind: 'staff-user', key: 'nobody' })).toEqual({ identifiers: [] });
    expect(everything({ kind: 'installation', key: 'nobody' })).toEqual({ identifiers: [] });
  });

  it('names no charger: its label is its OCPP identity, its display name free text the log never shows', () => {
    const owner = 'activity-charger-name';
    ask('PATCH', `/ui/v1/evses/${evse.evseUuid}`, owner, { displayName: 'Courtyard west' });
    const [entry] = activity(owner, 'Courtyard west').entries;
    expect(entry?.target).toEqual({ kind: 'evse', key: evse.evseUuid, label: evse.uniqueIdentifier });
    expect(JSON.stringify(activity(owner))).not.toContain('Courtyard west');
  });

  it("names an installation's customer unmasked to a reader of installations", () => {
    const owner = 'activity-installation';
    const colleagueOf = (companyUuid: string, not: string) =>
      base.staff.find(
        (user) =>
          user.id !== not &&
          user.state === 'active' &&
          user.company?.uuid === companyUuid &&
          user.roles.some((role) => role === 'Installer' || role === 'Installer admin'),
      );
    const [uuid, owned] = Object.entries(base.installOwners).find(
      ([, info]) => colleagueOf(info.companyUuid, info.installer) !== undefined,
    )!;
    const colleague = colleagueOf(owned.companyUuid, owned.installer)!;
    const answer = ask(
      'PUT',
      `/ui/v1/install/companies/${owned.companyUuid}/installations/${uuid}/installer`,
      owner,
      { installerId: colleague.id },
    );
    expect(answer.status).toBeLessThan(300);
    const [entry] = activity(owner).entries;
    expect(entry?.target.kind).toBe('installation');
    // Recorded masked (a customer's name), answered as it is now to this reader (an admin).
    expect(entry?.target.label).toContain('***');
    expect(entry?.target.name).toBeDefined();
    expect(entry?.target.name).not.toContain('***');
    expect(activity(owner, entry!.target.name!).countTotal).toBe(1);
  });
});
