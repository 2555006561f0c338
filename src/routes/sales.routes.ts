import type { RouteRecord } from './route-record.ts';

/** /sales and its screens, in the order of their cards (the charger's sales mount: charger.routes.ts). */
export const salesRoutes: readonly RouteRecord[] = [
  {
    id: 'sales',
    title: 'Sales',
    area: { intro: 'Customers, their chargers and the offers made to them.' },
  },
  {
    id: 'salesYourEvses',
    title: 'Your EVSEs',
    access: { operations: ['listYourEvses'] },
    card: {
      purpose: 'The EV chargers of the customers whose account owner you are, customer and model first.',
      figure: 'yourEvses',
    },
    screen: () => import('./evse-lists.tsx').then((m) => m.SalesYourEvsesRoute),
    words: ['chargers', 'filters'],
  },
  {
    id: 'salesSmartChargingDemo',
    title: 'Smart Charging Demo',
    access: { operations: ['getDayAheadPrices'], permissions: ['sales:read'] },
    card: {
      purpose: 'Plan a car’s charge live with a customer: when it charges, why, and what it saves.',
      figure: 'cheapestHourAhead',
    },
    words: ['sales'],
    screen: () => import('./sales-smart-charging-demo.tsx').then((m) => m.SalesSmartChargingDemoRoute),
  },
  {
    id: 'salesTariffOrderFunnel',
    title: 'Tariff Order Funnel',
    access: { operations: ['getOrderFunnel'], permissions: ['sales:read'] },
    card: { purpose: 'Where tariff orders are in the funnel, step by step.', figure: 'ordersInFunnel' },
    words: ['sales', 'leads'],
    screen: () => import('./sales-tariff-order-funnel.tsx').then((m) => m.SalesTariffOrderFunnelRoute),
  },
  {
    id: 'salesMicroFrontends',
    title: 'Micro Frontends',
    access: { operations: ['listWidgets'] },
    card: {
      purpose: 'The widgets partners embed: who may embed them, the snippet, a preview.',
      figure: 'widgetReach',
    },
    // The previews draw the price chart (the pricing area's words) and the smart charging demo.
    words: ['sales', 'pricing'],
    screen: () => import('./sales-micro-frontends.tsx').then((m) => m.SalesMicroFrontendsRoute),
  },
];
