// Response templates of the gateway calls (issue #22). Values are those of the generated dataset; the shapes are
// what the contract asserts.
import type { components } from '../../src/api/schema.gen.ts';
import { matching, uuid } from './matchers.ts';
import type { Template } from './types.ts';

/** The pattern of a HEMS logical id and of a gateway id (HemsRef.id, GatewayRef.id). */
export const DEVICE_KEY = '^[A-Za-z0-9][A-Za-z0-9._:/-]{0,99}$';

/** The gateway of the contracts' charger (EVSE_UUID in evse-examples.ts). */
export const gatewayRef = {
  installationUuid: uuid('7904a569-bcfa-4ec9-8fa9-e54b9d8aa7e0'),
  hemsLogicalId: matching(DEVICE_KEY, 'E3DC-4386773'),
  hemGatewayId: matching(DEVICE_KEY, 'S10-701900165'),
} satisfies Template<components['schemas']['DeviceGatewayRef']>;
