import type { RouteRecord } from './route-record.ts';

/** /sales and its screens, in the order of their cards (the charger's sales mount: charger.routes.ts). */
export const salesRoutes: readonly RouteRecord[] = [
  {
    id: 'sales',
    title: 'route.sales',
    area: { intro: 'areas.intro.sales' },
  },
  {
    id: 'salesYourEvses',
    title: 'route.yourEvses',
    access: { operations: ['listYourEvses'] },
    card: {
      purpose: 'areas.purpose.salesYourEvses',
      figure: 'yourEvses',
    },
    screen: () => import('./evse-lists.tsx').then((m) => m.SalesYourEvsesRoute),
  },
  {
    id: 'salesSmartChargingDemo',
    title: 'route.smartChargingDemo',
    access: { operations: ['getDayAheadPrices'], permissions: ['sales:read'] },
    card: {
      purpose: 'areas.purpose.salesSmartChargingDemo',
      figure: 'cheapestHourAhead',
    },
    screen: () => import('./sales-smart-charging-demo.tsx').then((m) => m.SalesSmartChargingDemoRoute),
  },
  {
    id: 'salesTariffOrderFunnel',
    title: 'route.tariffOrderFunnel',
    access: { operations: ['getOrderFunnel'], permissions: ['sales:read'] },
    card: { purpose: 'areas.purpose.salesTariffOrderFunnel', figure: 'ordersInFunnel' },
    screen: () => import('./sales-tariff-order-funnel.tsx').then((m) => m.SalesTariffOrderFunnelRoute),
  },
  {
    id: 'salesMicroFrontends',
    title: 'route.microFrontends',
    access: { operations: ['listWidgets'] },
    card: {
      purpose: 'areas.purpose.salesMicroFrontends',
      figure: 'widgetReach',
    },
    screen: () => import('./sales-micro-frontends.tsx').then((m) => m.SalesMicroFrontendsRoute),
  },
];
