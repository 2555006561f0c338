/*
 * What each area page shows (DESIGN §3 "Wayfinding"): the screens of the area, one line each on
 * what it is for, and — where one cheap call says something — which live figure its card carries. The area pages
 * (and /api) render exactly this; who sees which card is the access rule's (src/auth/access.ts), and whether a
 * screen is linked or listed as coming is the route table's (a screen without content is "coming").
 * tests/unit/areas/route-areas.test.ts checks that every screen of an area without a param is declared here, so a
 * new screen cannot be left off its area page. Not in paths.ts: the /login entry must not load this (DESIGN §6).
 */
import type { RouteId } from './paths.ts';

/** The live figures a card can carry: each is one call the spec has today (never an invented number). */
export type AreaFigure =
  | 'chargersOffline'
  | 'candidatesWaiting'
  | 'pendingSignUps'
  | 'overdueAcknowledgements'
  | 'runningJobs'
  | 'installationsStuck'
  | 'vppEligible'
  | 'criticalSitesToday'
  | 'tomorrowPrices'
  | 'cheapestHourAhead'
  | 'ordersInFunnel'
  | 'widgetReach'
  | 'yourEvses';

/** The pickers an area page can hold: a section whose content is a feature's component. */
export type AreaPicker = 'installCompanies';

/** A section of an area that leads to routes with a param through a picker (the /install company picker). */
export interface PickerSection {
  readonly picker: AreaPicker;
  readonly title: string;
  readonly purpose: string;
  /** The routes the picker leads to: it is shown to whoever may open one of them. */
  readonly routes: readonly RouteId[];
  readonly figure?: AreaFigure;
}

export interface AreaCard {
  readonly route: RouteId;
  /** One line on what the screen is for. */
  readonly purpose: string;
  readonly figure?: AreaFigure;
}

/** A part of an area that is reached through a picker still to be built: named, and said to be coming. */
export interface ComingSection {
  readonly title: string;
  readonly purpose: string;
  /** The routes the section will lead to: it is shown to whoever may open one of them. */
  readonly routes: readonly RouteId[];
}

export interface AreaDeclaration {
  /** One line on what the area is for, under its title. */
  readonly intro: string;
  readonly cards: readonly AreaCard[];
  readonly coming?: readonly ComingSection[];
  readonly pickers?: readonly PickerSection[];
}

export type AreaId = 'sales' | 'operations' | 'install' | 'assets' | 'apiDocs';

export const AREAS: Readonly<Record<AreaId, AreaDeclaration>> = {
  sales: {
    intro: 'Customers, their chargers and the offers made to them.',
    cards: [
      {
        route: 'salesYourEvses',
        purpose: 'The EV chargers of the customers whose account owner you are, customer and model first.',
        figure: 'yourEvses',
      },
      {
        route: 'salesSmartChargingDemo',
        purpose: 'Plan a car’s charge live with a customer: when it charges, why, and what it saves.',
        figure: 'cheapestHourAhead',
      },
      {
        route: 'salesTariffOrderFunnel',
        purpose: 'Where tariff orders are in the funnel, step by step.',
        figure: 'ordersInFunnel',
      },
      {
        route: 'salesMicroFrontends',
        purpose: 'The widgets partners embed: who may embed them, the snippet, a preview.',
        figure: 'widgetReach',
      },
    ],
  },
  operations: {
    intro: 'Running the platform: models, prices, sign-ups, people and logs.',
    cards: [
      {
        route: 'operationsChargepointModels',
        purpose: 'The charge-point models and the firmware each supports.',
      },
      {
        route: 'operationsPendingSignUps',
        purpose: 'Sign-ups waiting for approval.',
        figure: 'pendingSignUps',
      },
      { route: 'operationsUserRoles', purpose: 'Staff users, their roles and what each role may do.' },
      { route: 'operationsActivity', purpose: 'Who changed what and when: the audit trail of every write.' },
      {
        route: 'operationsPricing',
        purpose: 'Day-ahead market prices by bidding zone and the time-variable grid fees.',
        figure: 'tomorrowPrices',
      },
      {
        route: 'operationsTrends',
        purpose: 'How the sites’ health and problems develop over time.',
        figure: 'criticalSitesToday',
      },
      {
        route: 'operationsDataExchange',
        purpose: 'Messages with grid operators and the ERP, and their acknowledgements.',
        figure: 'overdueAcknowledgements',
      },
      { route: 'operationsOrderFunnelLeads', purpose: 'Leads from the order funnel, to follow up.' },
      {
        route: 'operationsThreadLogs',
        purpose: 'The runs of the background jobs (forecasting, optimisation …) and their logs.',
        figure: 'runningJobs',
      },
    ],
  },
  install: {
    intro: 'Installer companies, their installations and the virtual power plant.',
    cards: [
      {
        route: 'installVpp',
        purpose: 'Sites taking part in the virtual power plant.',
        figure: 'vppEligible',
      },
    ],
    pickers: [
      {
        picker: 'installCompanies',
        title: 'Installer companies',
        purpose:
          'Pick an installer company to see its installations, which are stuck in commissioning and why.',
        routes: ['installInstallations', 'installAdminInstallations'],
        figure: 'installationsStuck',
      },
    ],
  },
  assets: {
    intro: 'The hardware in the field: gateways and chargers.',
    cards: [
      {
        route: 'assetsEvses',
        purpose: 'Every charger, filtered by connectivity, firmware and problems.',
        figure: 'chargersOffline',
      },
      { route: 'assetsSearchGateways', purpose: 'Find a gateway by its id, its site or its installation.' },
      {
        route: 'assetsOcppCandidates',
        purpose: 'Chargers that connected but belong to no installation yet: assign or forget them.',
        figure: 'candidatesWaiting',
      },
    ],
  },
  apiDocs: {
    intro: 'The documentation of the platform’s APIs.',
    cards: [
      {
        route: 'apiInternal',
        purpose: 'The platform’s own APIs: Energy Platform, CHARGE and PARTNERPORTAL.',
      },
      { route: 'apiExternal', purpose: 'The APIs for partners’ systems: APP and the ERP adapter.' },
    ],
  },
};
