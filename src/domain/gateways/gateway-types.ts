import type { components } from '../../api/schema.gen.ts';

type Schemas = components['schemas'];
export type Gateway = Schemas['Gateway'];
export type GatewayDevice = Schemas['GatewayDevice'];
export type GatewayDeviceType = Schemas['GatewayDeviceType'];
export type GatewayDetail = Schemas['GatewayDetail'];
export type InstallationGateways = Schemas['InstallationGateways'];
export type SeenChargePoint = Schemas['SeenChargePoint'];
export type ChargepointCandidate = Schemas['ChargepointCandidate'];
export type DeviceGatewayRef = Schemas['DeviceGatewayRef'];
