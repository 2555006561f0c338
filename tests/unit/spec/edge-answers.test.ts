// The edge answers (tests/helpers/edge-answers.ts) of the calls that carry an e-mail address or an OpenAPI document:
// they could not be built (an address is a format, not a pattern; `^3\.` is anchored at its start only), so no
// layout check or blamed field could use them. Each is checked against the spec by edgeAnswer itself.
import { describe, expect, it } from 'vitest';
import { edgeAnswer, type Edge } from '../../helpers/edge-answers.ts';

const EDGES: readonly Edge[] = ['longest', 'emptiest', 'sparse'];

describe('edge answers with e-mail addresses and an OpenAPI document', () => {
  it.each(EDGES)(
    '%s: sign-ups, staff users and the profile build, each address distinct in its answer',
    (edge) => {
      const users = edgeAnswer<{ users: { email: string }[] }>('listStaffUsers', edge).users;
      const signUps = edgeAnswer<{ signUps: { email: string }[] }>('listSignUps', edge).signUps;
      for (const rows of [users, signUps])
        expect(new Set(rows.map((row) => row.email)).size).toBe(rows.length);
      const emails = [...users, ...signUps].map((row) => row.email);
      if (edge === 'longest') {
        expect(emails.length).toBeGreaterThan(0);
        // The spec's maxLength of an address (320), reached.
        expect(emails.every((email) => email.length === 320)).toBe(true);
        expect(edgeAnswer<{ person: { email: string } }>('getProfile', edge).person.email).toHaveLength(320);
      }
    },
  );

  it.each(EDGES)('%s: the API document starts with its version prefix', (edge) => {
    const doc = edgeAnswer<{ openapi: string }>('getApiDoc', edge);
    expect(doc.openapi.startsWith('3.')).toBe(true);
    expect(doc.openapi).toHaveLength(edge === 'longest' ? 200 : 2);
  });
});
