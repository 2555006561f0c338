import type { RouteRecord } from './route-record.ts';

/** /operations and its screens, the cards' in the order of the area page. */
export const operationsRoutes: readonly RouteRecord[] = [
  {
    id: 'operations',
    title: 'Operations',
    area: { intro: 'Running the platform: models, prices, sign-ups, people and logs.' },
  },
  {
    id: 'operationsChargepointModels',
    title: 'Chargepoint Models',
    access: { operations: ['listChargepointModels'] },
    card: { purpose: 'The charge-point models and the firmware each supports.' },
    screen: () => import('./gateway-screens.tsx').then((m) => m.ChargepointModelsRoute),
    words: ['gateways'],
  },
  {
    id: 'operationsPendingSignUps',
    title: 'Pending Sign-ups',
    access: { operations: ['listSignUps'] },
    card: { purpose: 'Sign-ups waiting for approval.', figure: 'pendingSignUps' },
    words: ['sign-ups'],
    screen: () => import('./operations-pending-sign-ups.tsx').then((m) => m.OperationsPendingSignUpsRoute),
  },
  {
    id: 'operationsUserRoles',
    title: 'User Roles',
    access: { operations: ['listStaffUsers'] },
    card: { purpose: 'Staff users, their roles and what each role may do.' },
    words: ['user-roles'],
    screen: () => import('./operations-user-roles.tsx').then((m) => m.OperationsUserRolesRoute),
  },
  {
    id: 'operationsActivity',
    title: 'Activity',
    access: { operations: ['listActivity'] },
    card: { purpose: 'Who changed what and when: the audit trail of every write.' },
    words: ['activity'],
    screen: () => import('./operations-activity.tsx').then((m) => m.OperationsActivityRoute),
  },
  {
    id: 'operationsPricing',
    title: 'Pricing',
    access: { permissions: ['pricing:read'] },
    card: {
      purpose: 'Day-ahead market prices by bidding zone and the time-variable grid fees.',
      figure: 'tomorrowPrices',
    },
    words: ['pricing'],
    screen: () => import('./operations-pricing.tsx').then((m) => m.OperationsPricingRoute),
  },
  {
    id: 'operationsTrends',
    title: 'Trends',
    access: { permissions: ['trends:read'] },
    card: { purpose: 'How the sites’ health and problems develop over time.', figure: 'criticalSitesToday' },
    words: ['trends'],
    screen: () => import('./operations-trends.tsx').then((m) => m.OperationsTrendsRoute),
  },
  {
    id: 'operationsDataExchange',
    title: 'Data Exchange',
    access: { operations: ['listExchangeMessages'] },
    card: {
      purpose: 'Messages with grid operators and the ERP, and their acknowledgements.',
      figure: 'overdueAcknowledgements',
    },
    words: ['exchange'],
    screen: () => import('./operations-exchange.tsx').then((m) => m.OperationsDataExchangeRoute),
  },
  {
    id: 'operationsOrderFunnelLeads',
    title: 'Order Funnel Leads',
    access: { operations: ['listOrderFunnelLeads'], permissions: ['leads:read'] },
    card: { purpose: 'Leads from the order funnel, to follow up.' },
    words: ['leads'],
    screen: () =>
      import('./operations-order-funnel-leads.tsx').then((m) => m.OperationsOrderFunnelLeadsRoute),
  },
  {
    id: 'operationsThreadLogs',
    title: 'Job runs',
    access: { operations: ['listJobRuns'] },
    card: {
      purpose: 'The runs of the background jobs (forecasting, optimisation …) and their logs.',
      figure: 'runningJobs',
    },
    words: ['job-runs'],
    screen: () => import('./operations-job-runs.tsx').then((m) => m.OperationsJobRunsRoute),
  },
  {
    id: 'operationsExchangeMessage',
    item: 'messageId',
    title: 'Message',
    access: { operations: ['getExchangeMessage'] },
    words: ['exchange'],
    screen: () => import('./operations-exchange.tsx').then((m) => m.OperationsExchangeMessageRoute),
  },
  {
    id: 'operationsJobRun',
    item: 'runId',
    title: 'Job run',
    access: { operations: ['getJobRun', 'listJobRunLog'] },
    words: ['job-runs'],
    screen: () => import('./operations-job-run.tsx').then((m) => m.OperationsJobRunRoute),
  },
];
