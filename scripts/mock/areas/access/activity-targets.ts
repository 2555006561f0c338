// What the world says now about an activity entry's target, for one caller: the identifiers staff know it by (what the
// log's target search matches besides the recorded kind, key and label) and its live, unmasked name where the label
// was masked (a person's, an installation's customer's). Both only for a
// caller holding the permission that reads that kind of target; the recorded entry is never changed (audit.ts keeps
// it as recorded, masked and without free text).
import { allSites, type Dataset } from '../../data/dataset.ts';
import { findEvse } from '../evses/evses.handlers.ts';
import { installationAuditFields } from '../install/install-admin.handlers.ts';
import type { Permission } from '../../../../src/api/permissions.gen.ts';

export interface LiveTarget {
  /** Every identifier the target search matches besides the recorded kind, key and label. */
  readonly identifiers: readonly string[];
  /** The target's name now, unmasked; undefined when nothing names it beyond the recorded label. */
  readonly name?: string;
}

interface TargetReader {
  /** The permission that reads this kind of target. */
  readonly permission: Permission;
  /** What the world says about the target with this key now; undefined when it no longer exists. */
  live(data: Dataset, key: string): LiveTarget | undefined;
}

const present = (values: readonly (string | null | undefined)[]): string[] =>
  values.filter((value): value is string => typeof value === 'string' && value !== '');

const EVSE: TargetReader = {
  permission: 'evses:read',
  live: (data, key) => {
    const evse = findEvse(data, key)?.detail.evse;
    if (!evse) return undefined;
    return {
      identifiers: present([
        evse.evseUuid,
        evse.uniqueIdentifier,
        evse.displayName,
        evse.site?.subscription,
        evse.site?.siteUuid,
        evse.site?.userReference,
        ...(evse.site?.fleets ?? []).map((fleet) => fleet.uuid),
        evse.gateway.installationUuid,
        evse.gateway.hemGatewayId,
      ]),
      // No name: the recorded label (its OCPP identity) is readable, and a display name is free text, which the log
      // never shows (a search by it still finds the charger).
    };
  },
};

const INSTALLATION: TargetReader = {
  permission: 'installations:read',
  live: (data, key) => {
    const fields = installationAuditFields(data, key);
    if (!fields) return undefined;
    const name = typeof fields.name === 'string' ? fields.name : undefined;
    const gateways = data.gateways
      .filter(({ gateway }) => gateway.installationUuid === key)
      .map(({ gateway }) => gateway.hemGatewayId);
    return { identifiers: present([key, name, ...gateways]), ...(name ? { name } : {}) };
  },
};

const VPP_SITE: TargetReader = {
  permission: 'vpp:read',
  live: (data, key) => {
    const site = allSites(data).find((entry) => entry.site.subscription === key)?.site;
    if (!site) return undefined;
    return {
      identifiers: present([
        key,
        site.siteUuid,
        site.userReference,
        ...site.fleets.map((fleet) => fleet.uuid),
      ]),
      name: site.userReference,
    };
  },
};

const person =
  (people: (data: Dataset) => readonly { id: string; name: string; email: string }[]) =>
  (data: Dataset, key: string): LiveTarget | undefined => {
    const found = people(data).find((candidate) => candidate.id === key);
    return found ? { identifiers: [found.id, found.name, found.email], name: found.name } : undefined;
  };

/** The kinds of target the log names (audit-targets.ts) whose live facts a reader may see. */
const READERS: Readonly<Record<string, TargetReader>> = {
  evse: EVSE,
  installation: INSTALLATION,
  'vpp-site': VPP_SITE,
  'staff-user': { permission: 'users:read', live: person((data) => data.staff) },
  'sign-up': { permission: 'signups:read', live: person((data) => data.signUps) },
};

/**
 * The target's live facts for a caller holding `held`, remembered per target within one answer: nothing for a kind
 * without a reader, a target that no longer exists, or a caller who may not read it.
 */
export function liveTargets(
  data: Dataset,
  held: ReadonlySet<string>,
): (target: { readonly kind: string; readonly key: string }) => LiveTarget {
  const known = new Map<string, LiveTarget>();
  const nothing: LiveTarget = { identifiers: [] };
  return ({ kind, key }) => {
    const id = `${kind}\u0000${key}`;
    let found = known.get(id);
    if (found === undefined) {
      const reader = Object.prototype.hasOwnProperty.call(READERS, kind) ? READERS[kind] : undefined;
      found =
        reader !== undefined && held.has(reader.permission) ? (reader.live(data, key) ?? nothing) : nothing;
      known.set(id, found);
    }
    return found;
  };
}
