import type { LoadScreen, RouteRecord } from './route-record.ts';

/*
 * The four places SPEC §2 mounts a charger. /assets/evses/{evseUuid} has two sibling routes (status, schedules); the
 * other three an overview with the children history-log and charging-schedules. One route module renders the
 * charger with the record's section; a child section's own route renders nothing of its own.
 */
const charger = () => import('./evse-charger.tsx');
const screen: LoadScreen = () => charger().then((m) => m.EvseChargerRoute);
const section: LoadScreen = () => charger().then((m) => m.EvseSectionRoute);

const overview = ['getEvse'] as const;
const history = ['listEvseHistory'] as const;
const schedules = ['listEvseChargingProfiles'] as const;

export const chargerRoutes: readonly RouteRecord[] = [
  {
    id: 'assetsEvseStatus',
    item: 'evseUuid',
    title: 'route.evseStatus',
    evseSection: 'overview',
    access: { operations: overview },
    screen,
    words: ['chargers'],
  },
  {
    id: 'assetsEvseSchedules',
    item: 'evseUuid',
    title: 'route.evseSchedules',
    evseSection: 'schedules',
    access: { operations: [...overview, ...schedules] },
    screen,
    words: ['chargers', 'charger-log'],
  },
  {
    id: 'salesEvseOverview',
    item: 'evseUuid',
    title: 'route.evseOverview',
    evseSection: 'overview',
    access: { operations: overview, permissions: ['sales:read'] },
    screen,
    words: ['chargers'],
  },
  {
    id: 'salesEvseOverviewHistoryLog',
    title: 'route.historyLog',
    childOf: 'salesEvseOverview',
    evseSection: 'history',
    access: { operations: history },
    screen: section,
    words: ['chargers', 'charger-log', 'filters'],
  },
  {
    id: 'salesEvseOverviewChargingSchedules',
    title: 'route.chargingSchedules',
    childOf: 'salesEvseOverview',
    evseSection: 'schedules',
    access: { operations: schedules },
    screen: section,
    words: ['chargers', 'charger-log'],
  },
  {
    id: 'fleetEvseOverview',
    item: 'evseUuid',
    title: 'route.evseOverview',
    evseSection: 'overview',
    access: { operations: overview },
    screen,
    words: ['chargers'],
  },
  {
    id: 'fleetEvseOverviewHistoryLog',
    title: 'route.historyLog',
    childOf: 'fleetEvseOverview',
    evseSection: 'history',
    access: { operations: history },
    screen: section,
    words: ['chargers', 'charger-log', 'filters'],
  },
  {
    id: 'fleetEvseOverviewChargingSchedules',
    title: 'route.chargingSchedules',
    childOf: 'fleetEvseOverview',
    evseSection: 'schedules',
    access: { operations: schedules },
    screen: section,
    words: ['chargers', 'charger-log'],
  },
  {
    id: 'installEvseOverview',
    item: 'evseUuid',
    title: 'route.evseOverview',
    evseSection: 'overview',
    access: { operations: overview },
    screen,
    words: ['chargers'],
  },
  {
    id: 'installEvseOverviewHistoryLog',
    title: 'route.historyLog',
    childOf: 'installEvseOverview',
    evseSection: 'history',
    access: { operations: history },
    screen: section,
    words: ['chargers', 'charger-log', 'filters'],
  },
  {
    id: 'installEvseOverviewChargingSchedules',
    title: 'route.chargingSchedules',
    childOf: 'installEvseOverview',
    evseSection: 'schedules',
    access: { operations: schedules },
    screen: section,
    words: ['chargers', 'charger-log'],
  },
];
