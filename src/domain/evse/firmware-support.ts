import type { ChargepointModel, EvseIdentity, FirmwareSupport } from './evse-types.ts';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The models-list entry of a charger's vendor and model (compared without case or surrounding blanks). */
export function modelEntryOf(
  evse: Pick<EvseIdentity, 'vendor' | 'model'>,
  models: readonly ChargepointModel[],
): ChargepointModel | undefined {
  return models.find((entry) => same(entry.vendor, evse.vendor) && same(entry.model, evse.model));
}

/**
 * THE support rule (DESIGN §3, device verification): a charger is supported when its vendor and model are in the
 * charge-point models list and its firmware version is one of that entry's versions (exactly, as the charger
 * reports it). Both unsupported answers are the EVSE_UNSUPPORTED_FIRMWARE_MODEL problem.
 */
export function firmwareSupportOf(evse: EvseIdentity, models: readonly ChargepointModel[]): FirmwareSupport {
  const entry = modelEntryOf(evse, models);
  if (entry === undefined) return 'UNKNOWN_MODEL';
  return entry.firmwareVersions.includes(evse.firmwareVersion.trim()) ? 'SUPPORTED' : 'UNSUPPORTED_FIRMWARE';
}
