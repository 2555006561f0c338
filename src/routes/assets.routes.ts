import type { RouteRecord } from './route-record.ts';

/** /assets: gateways and chargers in the field (the charger's own screen: charger.routes.ts). */
export const assetsRoutes: readonly RouteRecord[] = [
  {
    id: 'assets',
    title: 'Assets',
    area: { intro: 'The hardware in the field: gateways and chargers.' },
  },
  {
    id: 'assetsEvses',
    title: 'EVSEs',
    access: { operations: ['listEvses'] },
    card: {
      purpose: 'Every charger, filtered by connectivity, firmware and problems.',
      figure: 'chargersOffline',
    },
    screen: () => import('./evse-lists.tsx').then((m) => m.AssetsEvsesRoute),
    words: ['chargers', 'filters'],
  },
  {
    id: 'assetsSearchGateways',
    title: 'Search Gateways',
    access: { operations: ['searchGateways'] },
    card: { purpose: 'Find a gateway by its id, its site or its installation.' },
    screen: () => import('./gateway-search.screen.tsx').then((m) => m.SearchGatewaysRoute),
    words: ['gateways', 'filters'],
  },
  {
    id: 'assetsOcppCandidates',
    title: 'OCPP Chargepoint Candidates',
    access: { operations: ['listChargepointCandidates'] },
    card: {
      purpose: 'Chargers that connected but belong to no installation yet: assign or forget them.',
      figure: 'candidatesWaiting',
    },
    screen: () => import('./gateway-screens.tsx').then((m) => m.ChargepointCandidatesRoute),
    words: ['gateways'],
  },
  {
    id: 'assetsGateway',
    item: 'hemGatewayId',
    title: 'Gateway',
    access: { operations: ['getGateway'] },
    screen: () => import('./gateway-screens.tsx').then((m) => m.GatewayRoute),
    words: ['gateways'],
  },
  {
    id: 'assetsGatewayDevices',
    item: 'installationUuid',
    title: 'Gateway Devices',
    access: { operations: ['listInstallationGateways'] },
    screen: () => import('./gateway-screens.tsx').then((m) => m.GatewayDevicesRoute),
    words: ['gateways'],
  },
  {
    id: 'assetsAddEvse',
    title: 'Add EVSE',
    access: { operations: ['listInstallationGateways', 'verifyEvse', 'createEvse'] },
    screen: () => import('./evse-add.tsx').then((m) => m.AddEvseRoute),
    words: ['chargers', 'charger-changes'],
  },
  {
    id: 'assetsEditEvse',
    item: 'assetUuid',
    title: 'Edit EVSE',
    access: { operations: ['getEvse', 'updateEvse'] },
    screen: () => import('./evse-edit.tsx').then((m) => m.EditEvseRoute),
    words: ['chargers', 'charger-changes'],
  },
];
