// Who works in the portal: sign-in, refresh, profile, sign-up and verification; staff users, roles, installer companies and sign-ups; the activity log.
import type { MockArea } from '../mock-area.ts';
import { ACTIVITY_HANDLERS } from './activity.handlers.ts';
import { PEOPLE_HANDLERS } from './people.handlers.ts';
import { SIGN_IN_HANDLERS } from './sign-in.handlers.ts';
import { SIGN_UP_COMPANY_HANDLERS } from './sign-up-companies.handlers.ts';

export const ACCESS_AREA: MockArea = {
  name: 'access',
  handlers: [SIGN_IN_HANDLERS, SIGN_UP_COMPANY_HANDLERS, PEOPLE_HANDLERS, ACTIVITY_HANDLERS],
};
