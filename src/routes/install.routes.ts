import type { RouteRecord } from './route-record.ts';

/** /install: installer companies (through the company picker), their installations and the virtual power plant. */
export const installRoutes: readonly RouteRecord[] = [
  {
    id: 'install',
    title: 'Install',
    // The company picker and the cards' figures.
    words: ['install'],
    area: {
      intro: 'Installer companies, their installations and the virtual power plant.',
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
  },
  {
    id: 'installVpp',
    title: 'Virtual Power Plant',
    access: { permissions: ['vpp:read'] },
    card: { purpose: 'Sites taking part in the virtual power plant.', figure: 'vppEligible' },
    words: ['vpp', 'problems', 'filters'],
    screen: () => import('./install-vpp.tsx').then((m) => m.InstallVppRoute),
  },
  {
    id: 'installInstallations',
    title: 'Installations',
    access: { operations: ['listCompanyInstallations'] },
    words: ['install', 'problems'],
    screen: () => import('./install-installations.tsx').then((m) => m.InstallInstallationsRoute),
  },
  {
    id: 'installAdminInstallations',
    title: 'Admin Installations',
    access: { permissions: ['installations:admin'] },
    words: ['install', 'problems'],
    screen: () => import('./install-admin-installations.tsx').then((m) => m.InstallAdminInstallationsRoute),
  },
];
