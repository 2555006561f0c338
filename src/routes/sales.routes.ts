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
    words: ['chargers', 'filters'],
  },
  {
    id: 'salesSmartChargingDemo',
    title: 'route.smartChargingDemo',
    access: { operations: ['getDayAheadPrices'], permissions: ['sales:read'] },
    card: {
      purpose: 'areas.purpose.salesSmartChargingDemo',
      figure: 'cheapestHourAhead',
    },
    words: ['sales'],
    screen: () => import('./sales-smart-charging-demo.tsx').then((m) => m.SalesSmartChargingDemoRoute),
  },
  {
    id: 'salesTariffOrderFunnel',
    title: 'route.tariffOrderFunnel',
    access: { operations: ['getOrderFunnel'], permissions: ['sales:read'] },
    card: { purpose: 'areas.purpose.salesTariffOrderFunnel', figure: 'ordersInFunnel' },
    words: ['sales', 'leads'],
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
    // The previews draw the price chart (the pricing area's words) and the smart charging demo.
    words: ['sales', 'pricing'],
    screen: () => import('./sales-micro-frontends.tsx').then((m) => m.SalesMicroFrontendsRoute),
  },
];
