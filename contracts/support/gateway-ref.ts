// The contracts' gateway keys: the gateway calls' paths and the example of a charger row's `gateway`. Values are
// those of the generated dataset (site CUST-978576's gateway, offline in it).
import type { components } from '../../src/api/schema.gen.ts';
import { matching, uuid } from './matchers.ts';
import type { Template } from './types.ts';

/** The pattern of a HEMS logical id and of a gateway id (HemsRef.id, GatewayRef.id). */
export const DEVICE_KEY = '^[A-Za-z0-9][A-Za-z0-9._:/-]{0,99}$';

export const INSTALLATION_UUID = '7904a569-bcfa-4ec9-8fa9-e54b9d8aa7e0';
export const HEMS_LOGICAL_ID = 'E3DC-4386773';
export const HEM_GATEWAY_ID = 'S10-701900165';
/** A prepared installation's (not yet a site) and its provider key: the gateway devices link to its list. */
export const PREPARED_INSTALLATION_UUID = 'a670ebde-1178-4161-bb0f-b5283c25ffd5';
export const PREPARED_HEMS_ID = 'sonnen';

/** The contracts' gateway, as a charger row names its gateway. */
export const gatewayRef = {
  installationUuid: uuid(INSTALLATION_UUID),
  hemsLogicalId: matching(DEVICE_KEY, HEMS_LOGICAL_ID),
  hemGatewayId: matching(DEVICE_KEY, HEM_GATEWAY_ID),
} satisfies Template<components['schemas']['DeviceGatewayRef']>;
