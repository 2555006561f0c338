import type { RouteRecord } from './route-record.ts';

/** /install: installer companies (through the company picker), their installations and the virtual power plant. */
export const installRoutes: readonly RouteRecord[] = [
  {
    id: 'install',
    title: 'route.install',
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
    screen: () => import('./install-vpp.tsx').then((m) => m.InstallVppRoute),
  },
  {
    id: 'installInstallations',
    title: 'route.installations',
    access: { operations: ['listCompanyInstallations'] },
    screen: () => import('./install-installations.tsx').then((m) => m.InstallInstallationsRoute),
  },
  {
    id: 'installAdminInstallations',
    title: 'route.adminInstallations',
    access: { permissions: ['installations:admin'] },
    screen: () => import('./install-admin-installations.tsx').then((m) => m.InstallAdminInstallationsRoute),
  },
];
