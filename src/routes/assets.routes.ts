import type { RouteRecord } from './route-record.ts';

/** /assets: gateways and chargers in the field (the charger's own screen: charger.routes.ts). */
export const assetsRoutes: readonly RouteRecord[] = [
  {
    id: 'assets',
    title: 'route.assets',
    area: { intro: 'areas.intro.assets' },
  },
  {
    id: 'assetsEvses',
    title: 'route.evses',
    access: { operations: ['listEvses'] },
    card: {
      purpose: 'areas.purpose.assetsEvses',
      figure: 'chargersOffline',
    },
    screen: () => import('./evse-lists.tsx').then((m) => m.AssetsEvsesRoute),
    words: ['chargers', 'filters'],
  },
  {
    id: 'assetsSearchGateways',
    title: 'route.searchGateways',
    access: { operations: ['searchGateways'] },
    card: { purpose: 'areas.purpose.assetsSearchGateways' },
    screen: () => import('./gateway-search.screen.tsx').then((m) => m.SearchGatewaysRoute),
    words: ['gateways', 'filters'],
  },
  {
    id: 'assetsOcppCandidates',
    title: 'route.ocppChargepointCandidates',
    access: { operations: ['listChargepointCandidates'] },
    card: {
      purpose: 'areas.purpose.assetsOcppCandidates',
      figure: 'candidatesWaiting',
    },
    screen: () => import('./gateway-screens.tsx').then((m) => m.ChargepointCandidatesRoute),
    words: ['gateways'],
  },
  {
    id: 'assetsGateway',
    item: 'hemGatewayId',
    title: 'route.gateway',
    access: { operations: ['getGateway'] },
    screen: () => import('./gateway-screens.tsx').then((m) => m.GatewayRoute),
    words: ['gateways'],
  },
  {
    id: 'assetsGatewayDevices',
    item: 'installationUuid',
    title: 'route.gatewayDevices',
    access: { operations: ['listInstallationGateways'] },
    screen: () => import('./gateway-screens.tsx').then((m) => m.GatewayDevicesRoute),
    words: ['gateways'],
  },
  {
    id: 'assetsAddEvse',
    title: 'route.addEvse',
    access: { operations: ['listInstallationGateways', 'verifyEvse', 'createEvse'] },
    screen: () => import('./evse-add.tsx').then((m) => m.AddEvseRoute),
    words: ['chargers', 'charger-changes'],
  },
  {
    id: 'assetsEditEvse',
    item: 'assetUuid',
    title: 'route.editEvse',
    access: { operations: ['getEvse', 'updateEvse'] },
    screen: () => import('./evse-edit.tsx').then((m) => m.EditEvseRoute),
    words: ['chargers', 'charger-changes'],
  },
];
