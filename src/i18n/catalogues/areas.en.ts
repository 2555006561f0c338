// The area pages' words (/sales, /operations, /install, /assets and /api's cards): loaded with the area pages'
// code. Each area's line under its title and each card's purpose, keyed by the route (the records in
// src/routes/*.routes.ts name them by key), and the cards' and empty state's own words.
export const areas = {
  'areas.intro.apiDocs': 'The documentation of the platform’s APIs.',
  'areas.purpose.apiInternal': 'The platform’s own APIs: Energy Platform, CHARGE and PARTNERPORTAL.',
  'areas.purpose.apiExternal': 'The APIs for partners’ systems: APP and the ERP adapter.',
  'areas.intro.assets': 'The hardware in the field: gateways and chargers.',
  'areas.purpose.assetsEvses': 'Every charger, filtered by connectivity, firmware and problems.',
  'areas.purpose.assetsSearchGateways': 'Find a gateway by its id, its site or its installation.',
  'areas.purpose.assetsOcppCandidates':
    'Chargers that connected but belong to no installation yet: assign or forget them.',
  'areas.intro.install': 'Installer companies, their installations and the virtual power plant.',
  'areas.title.installCompanies': 'Installer companies',
  'areas.purpose.installCompanies':
    'Pick an installer company to see its installations, which are stuck in commissioning and why.',
  'areas.purpose.installVpp': 'Sites taking part in the virtual power plant.',
  'areas.intro.operations': 'Running the platform: models, prices, sign-ups, people and logs.',
  'areas.purpose.operationsChargepointModels': 'The charge-point models and the firmware each supports.',
  'areas.purpose.operationsPendingSignUps': 'Sign-ups waiting for approval.',
  'areas.purpose.operationsUserRoles': 'Staff users, their roles and what each role may do.',
  'areas.purpose.operationsActivity': 'Who changed what and when: the audit trail of every write.',
  'areas.purpose.operationsPricing':
    'Day-ahead market prices by bidding zone and the time-variable grid fees.',
  'areas.purpose.operationsTrends': 'How the sites’ health and problems develop over time.',
  'areas.purpose.operationsDataExchange':
    'Messages with grid operators and the ERP, and their acknowledgements.',
  'areas.purpose.operationsOrderFunnelLeads': 'Leads from the order funnel, to follow up.',
  'areas.purpose.operationsThreadLogs':
    'The runs of the background jobs (forecasting, optimisation …) and their logs.',
  'areas.intro.sales': 'Customers, their chargers and the offers made to them.',
  'areas.purpose.salesYourEvses':
    'The EV chargers of the customers whose account owner you are, customer and model first.',
  'areas.purpose.salesSmartChargingDemo':
    'Plan a car’s charge live with a customer: when it charges, why, and what it saves.',
  'areas.purpose.salesTariffOrderFunnel': 'Where tariff orders are in the funnel, step by step.',
  'areas.purpose.salesMicroFrontends':
    'The widgets partners embed: who may embed them, the snippet, a preview.',
  'areas.nothingOpen': 'Nothing in {name} is open to you',
  'areas.nothingOpenText':
    'Your permissions open none of the screens of {name}. An admin can give you a role that does.',
  'areas.screensOf': 'Screens of {name}',
  'areas.sectionComing': '{title} — coming',
  'areas.coming': 'Coming',
} as const;
