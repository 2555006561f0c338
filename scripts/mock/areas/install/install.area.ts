// Installer companies, their installations and installers, reassignment and duplicates.
import type { MockArea } from '../mock-area.ts';
import { INSTALL_ADMIN_HANDLERS } from './install-admin.handlers.ts';
import { INSTALL_HANDLERS } from './install.handlers.ts';

export const INSTALL_AREA: MockArea = {
  name: 'install',
  handlers: [INSTALL_HANDLERS, INSTALL_ADMIN_HANDLERS],
};
