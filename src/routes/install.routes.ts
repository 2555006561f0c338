import type { RouteRecord } from './route-record.ts';

/** /install: installer companies (through the company picker), their installations and the virtual power plant. */
export const installRoutes: readonly RouteRecord[] = [
  {
    id: 'install',
    title: 'route.install',
    // The company picker and the cards' figures.
    words: ['install'],
    area: {
      intro: 'areas.intro.install',
      pickers: [
        {
          picker: 'installCompanies',
          title: 'areas.title.installCompanies',
          purpose: 'areas.purpose.installCompanies',
          routes: ['installInstallations', 'installAdminInstallations'],
          figure: 'installationsStuck',
        },
      ],
    },
  },
  {
    id: 'installVpp',
    title: 'route.virtualPowerPlant',
    access: { permissions: ['vpp:read'] },
    card: { purpose: 'areas.purpose.installVpp', figure: 'vppEligible' },
    words: ['vpp', 'problems', 'filters'],
    screen: () => import('./install-vpp.tsx').then((m) => m.InstallVppRoute),
  },
  {
    id: 'installInstallations',
    title: 'route.installations',
    access: { operations: ['listCompanyInstallations'] },
    words: ['install', 'problems'],
    screen: () => import('./install-installations.tsx').then((m) => m.InstallInstallationsRoute),
  },
  {
    id: 'installAdminInstallations',
    title: 'route.adminInstallations',
    access: { permissions: ['installations:admin'] },
    words: ['install', 'problems'],
    screen: () => import('./install-admin-installations.tsx').then((m) => m.InstallAdminInstallationsRoute),
  },
];
