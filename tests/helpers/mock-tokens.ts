// Tokens the mock signs (scripts/mock/data/tokens.ts), for tests that call the mock as a signed-in person: the mock
// verifies every token, so a made-up one is a 401.
import { DEFAULT_SEED, REFERENCE_DATE } from '../../scripts/generate/fixtures.ts';
import { buildStaffWorld, STAFF_DOMAIN } from '../../scripts/mock/areas/access/staff.fixtures.ts';
import { issueToken, type TokenType } from '../../scripts/mock/data/tokens.ts';

const staff = buildStaffWorld(DEFAULT_SEED, REFERENCE_DATE).staff;

/** A valid token of the generated staff user with that address (default: the Admin persona). */
export function mockToken(email = `admin@${STAFF_DOMAIN}`, type: TokenType = 'access'): string {
  const user = staff.find((candidate) => candidate.email === email);
  if (user === undefined) throw new Error(`no generated staff user ${email}`);
  return issueToken(user, type);
}

/** A JWT's payload as JSON (not verified: for asserting what the mock put in it). */
export function payloadOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

/**
 * The Authorization header of a test's direct API calls (the Admin persona's access token, issued when the test file
 * loads: valid for the 30 minutes of an access token, longer than any test run of one worker).
 */
export const ADMIN_BEARER = `Bearer ${mockToken()}`;
