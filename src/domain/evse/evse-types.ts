import type { components } from '../../api/schema.gen.ts';

type Schemas = components['schemas'];

export type EvseRow = Schemas['EvseRow'];
export type EvseDetail = Schemas['EvseDetail'];
export type EvsesResponse = Schemas['EvsesResponse'];
export type EvseConnectivity = Schemas['EvseConnectivity'];
export type EvseProblemCode = Schemas['EvseProblemCode'];
export type FirmwareSupport = Schemas['FirmwareSupport'];
export type ConnectorStatus = Schemas['ConnectorStatus'];
export type EvseStatus = Schemas['EvseStatus'];
export type Connector = Schemas['Connector'];
export type ChargingSession = Schemas['ChargingSession'];
export type EvseEvent = Schemas['EvseEvent'];
export type EvseEventType = Schemas['EvseEventType'];
export type EvseHistoryPage = Schemas['EvseHistoryPage'];
export type ChargingProfile = Schemas['ChargingProfile'];
export type ChargingSchedulePeriod = Schemas['ChargingSchedulePeriod'];
export type ChargepointModel = Schemas['ChargepointModel'];
export type FleetEvseSummary = Schemas['FleetEvseSummary'];

/** The boot facts a support check reads (a list row, a verification result). */
export type EvseIdentity = Pick<EvseRow, 'vendor' | 'model' | 'firmwareVersion'>;
