import { OFFLINE_PROBLEM_HOURS } from '../shared/constants.ts';
import { firmwareSupportOf } from './firmware-support.ts';
import type { ChargepointModel, EvseProblemCode, EvseRow } from './evse-types.ts';

const OFFLINE_PROBLEM_MS = OFFLINE_PROBLEM_HOURS * 3_600_000;

/** Offline and last heard of more than 6 hours (SPEC §9) before `now`; an unreadable time is not a problem. */
export function isOfflineTooLong(
  evse: Pick<EvseRow, 'connectivity' | 'lastConnection'>,
  now: number,
): boolean {
  const last = Date.parse(evse.lastConnection);
  return evse.connectivity === 'EVSE_OFFLINE' && Number.isFinite(last) && now - last > OFFLINE_PROBLEM_MS;
}

/** THE EVSE problem rule (SPEC §4, §9): the codes a charger has at `now`, in the catalogue's order. */
export function evseProblemsOf(
  evse: Pick<EvseRow, 'connectivity' | 'lastConnection' | 'vendor' | 'model' | 'firmwareVersion'>,
  models: readonly ChargepointModel[],
  now: number,
): EvseProblemCode[] {
  const codes: EvseProblemCode[] = [];
  if (firmwareSupportOf(evse, models) !== 'SUPPORTED') codes.push('EVSE_UNSUPPORTED_FIRMWARE_MODEL');
  if (isOfflineTooLong(evse, now)) codes.push('EVSE_OFFLINE_FOR_MORE_THAN_6_HOURS');
  return codes;
}
