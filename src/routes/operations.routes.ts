import type { RouteRecord } from './route-record.ts';

/** /operations and its screens, the cards' in the order of the area page. */
export const operationsRoutes: readonly RouteRecord[] = [
  {
    id: 'operations',
    title: 'route.operations',
    area: { intro: 'areas.intro.operations' },
  },
  {
    id: 'operationsChargepointModels',
    title: 'route.chargepointModels',
    access: { operations: ['listChargepointModels'] },
    card: { purpose: 'areas.purpose.operationsChargepointModels' },
    screen: () => import('./gateway-screens.tsx').then((m) => m.ChargepointModelsRoute),
    words: ['gateways'],
  },
  {
    id: 'operationsPendingSignUps',
    title: 'route.pendingSignUps',
    access: { operations: ['listSignUps'] },
    card: { purpose: 'areas.purpose.operationsPendingSignUps', figure: 'pendingSignUps' },
    words: ['sign-ups'],
    screen: () => import('./operations-pending-sign-ups.tsx').then((m) => m.OperationsPendingSignUpsRoute),
  },
  {
    id: 'operationsUserRoles',
    title: 'route.userRoles',
    access: { operations: ['listStaffUsers'] },
    card: { purpose: 'areas.purpose.operationsUserRoles' },
    words: ['user-roles'],
    screen: () => import('./operations-user-roles.tsx').then((m) => m.OperationsUserRolesRoute),
  },
  {
    id: 'operationsActivity',
    title: 'route.activity',
    access: { operations: ['listActivity'] },
    card: { purpose: 'areas.purpose.operationsActivity' },
    words: ['activity'],
    screen: () => import('./operations-activity.tsx').then((m) => m.OperationsActivityRoute),
  },
  {
    id: 'operationsPricing',
    title: 'route.pricing',
    access: { permissions: ['pricing:read'] },
    card: {
      purpose: 'areas.purpose.operationsPricing',
      figure: 'tomorrowPrices',
    },
    words: ['pricing'],
    screen: () => import('./operations-pricing.tsx').then((m) => m.OperationsPricingRoute),
  },
  {
    id: 'operationsTrends',
    title: 'route.trends',
    access: { permissions: ['trends:read'] },
    card: { purpose: 'areas.purpose.operationsTrends', figure: 'criticalSitesToday' },
    words: ['trends'],
    screen: () => import('./operations-trends.tsx').then((m) => m.OperationsTrendsRoute),
  },
  {
    id: 'operationsDataExchange',
    title: 'route.dataExchange',
    access: { operations: ['listExchangeMessages'] },
    card: {
      purpose: 'areas.purpose.operationsDataExchange',
      figure: 'overdueAcknowledgements',
    },
    words: ['exchange'],
    screen: () => import('./operations-exchange.tsx').then((m) => m.OperationsDataExchangeRoute),
  },
  {
    id: 'operationsOrderFunnelLeads',
    title: 'route.orderFunnelLeads',
    access: { operations: ['listOrderFunnelLeads'], permissions: ['leads:read'] },
    card: { purpose: 'areas.purpose.operationsOrderFunnelLeads' },
    words: ['leads'],
    screen: () =>
      import('./operations-order-funnel-leads.tsx').then((m) => m.OperationsOrderFunnelLeadsRoute),
  },
  {
    id: 'operationsThreadLogs',
    title: 'route.jobRuns',
    access: { operations: ['listJobRuns'] },
    card: {
      purpose: 'areas.purpose.operationsThreadLogs',
      figure: 'runningJobs',
    },
    words: ['job-runs'],
    screen: () => import('./operations-job-runs.tsx').then((m) => m.OperationsJobRunsRoute),
  },
  {
    id: 'operationsExchangeMessage',
    item: 'messageId',
    title: 'route.message',
    access: { operations: ['getExchangeMessage'] },
    words: ['exchange'],
    screen: () => import('./operations-exchange.tsx').then((m) => m.OperationsExchangeMessageRoute),
  },
  {
    id: 'operationsJobRun',
    item: 'runId',
    title: 'route.jobRun',
    access: { operations: ['getJobRun', 'listJobRunLog'] },
    words: ['job-runs'],
    screen: () => import('./operations-job-run.tsx').then((m) => m.OperationsJobRunRoute),
  },
];
