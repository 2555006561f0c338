// Nobody can raise anyone's rights above their own, through the mock's real handlers (role assignment and sign-up
// approval, with the server's access check in front). From random worlds — staff with random roles, installer roles
// in random companies, sign-ups waiting for some company or none — random actors try random grants and approvals,
// and the people they approve join the actors. The invariant, checked after every answer:
//
//   every permission anyone gains by an action was held, at that moment, by the person whose action it was; the
//   Admin role is gained only from someone who holds Admin.
//
// Consequences checked as well: the union of everyone's permissions never grows beyond the world's first one, and
// every refusal is a 403 naming why (PERMISSION_DENIED, ROLE_NOT_GRANTABLE, COMPANY_NOT_GRANTABLE) or a 4xx of the
// operation's own checks. The rule itself is src/domain/access/role-grants.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDataLayer } from '../../../scripts/mock/data/data-layer.ts';
import { createDataset, type Dataset } from '../../../scripts/mock/data/dataset.ts';
import { loadMockSpec, matchOperation } from '../../../scripts/mock/select-example.ts';
import type { StaffUser } from '../../../scripts/mock/areas/access/staff.fixtures.ts';
import { ROLES, type Role } from '../../../src/api/permissions.gen.ts';
import { heldPermissions } from '../../../src/domain/access/role-grants.ts';

const spec = loadMockSpec();
const layer = createDataLayer({ spec, base: createDataset() });
const ROLE_NAMES = Object.keys(ROLES) as Role[];
const INSTALLER_ROLES: readonly string[] = ['Installer', 'Installer admin'];
let owners = 0;

interface Answer {
  status: number;
  body: { errorId?: string; id?: string; access?: string; [key: string]: unknown };
}

function call(owner: string, method: string, url: string, bearer?: string, body?: unknown): Answer {
  const match = matchOperation(spec, method, url);
  if (!match) throw new Error(`no operation for ${method} ${url}`);
  const input = { owner, ...(bearer === undefined ? {} : { bearer }) };
  const refused = layer.authorize(match, input);
  if (refused) return refused as Answer;
  return layer.answer(match, {
    ...input,
    url,
    body: body === undefined ? '' : JSON.stringify(body),
  }) as Answer;
}

const permissionsOf = (user: StaffUser) => heldPermissions(ROLES, user.roles);
const union = (world: Dataset) =>
  new Set(
    world.staff.filter((user) => user.state !== 'deactivated').flatMap((user) => [...permissionsOf(user)]),
  );

const roleSet = fc.uniqueArray(fc.constantFrom(...ROLE_NAMES), { maxLength: 3 });
const action = fc.record({
  kind: fc.constantFrom('assign', 'approve'),
  actor: fc.nat(),
  target: fc.nat(),
  role: fc.constantFrom(...ROLE_NAMES),
  company: fc.nat(),
});

describe('no escalation through the mock (role assignment and sign-up approval)', () => {
  it('property: no sequence of allowed actions gives anyone a permission its granter did not hold', () => {
    const outcomes = new Map<string, number>();
    fc.assert(
      fc.property(
        fc.array(fc.record({ roles: roleSet, company: fc.nat() }), { minLength: 2, maxLength: 5 }),
        fc.array(fc.option(fc.nat(), { nil: undefined }), { minLength: 1, maxLength: 4 }),
        fc.array(action, { minLength: 1, maxLength: 10 }),
        (people, signUpCompanies, actions) => {
          const owner = `grants-property-${(owners += 1)}`;
          const world = layer.world(owner);
          const companies = world.companies;
          // The world: the first staff users get the generated roles (installer roles with a company); everyone else
          // keeps theirs but is deactivated, so the actors are exactly the generated people.
          const staff = world.staff.slice(0, people.length);
          world.staff.slice(people.length).forEach((user) => (user.state = 'deactivated'));
          people.forEach((person, index) => {
            const user = staff[index]!;
            user.roles = [...person.roles];
            user.state = 'active';
            const company = companies[person.company % companies.length]!;
            if (person.roles.some((role) => INSTALLER_ROLES.includes(role))) user.company = { ...company };
            else delete user.company;
          });
          // Sign-ups waiting: verified, for a company or none.
          const template = world.signUps[0]!;
          world.signUps = signUpCompanies.map((at, index) => ({
            ...structuredClone(template),
            id: `${owner}-sign-up-${index}`,
            email: `signup-${index}@${owner}.example`,
            name: `Sign Up ${index}`,
            status: 'pending' as const,
            verified: true,
            ...(at === undefined
              ? { company: undefined }
              : { company: { ...companies[at % companies.length]! } }),
          }));
          const firstUnion = union(world);
          const token = (user: StaffUser) => {
            const answer = call(owner, 'POST', '/authentication-api/login', undefined, {
              email: user.email,
              password: 'any password',
            });
            expect(answer.status).toBe(200);
            return answer.body.access as string;
          };
          const actors = staff.map((user) => ({ user, bearer: token(user) }));
          for (const step of actions) {
            const actor = actors[step.actor % actors.length]!;
            const held = permissionsOf(actor.user);
            const actorIsAdmin = actor.user.roles.includes('Admin');
            const company = companies[step.company % companies.length]!.uuid;
            let gainer: StaffUser | undefined;
            let gainedBefore = new Set<string>();
            let hadAdmin = false;
            let answer: Answer;
            if (step.kind === 'assign') {
              gainer = world.staff.find((user) => user.id === actors[step.target % actors.length]!.user.id)!;
              gainedBefore = permissionsOf(gainer);
              hadAdmin = gainer.roles.includes('Admin');
              answer = call(
                owner,
                'PUT',
                `/ui/v1/staff-users/${gainer.id}/roles/${encodeURIComponent(step.role)}`,
                actor.bearer,
              );
            } else {
              const pending = world.signUps.filter((signUp) => signUp.status === 'pending');
              const signUp = pending[step.target % Math.max(1, pending.length)];
              if (signUp === undefined) continue;
              answer = call(owner, 'POST', `/ui/v1/sign-ups/${signUp.id}/approval`, actor.bearer, {
                role: step.role,
                ...(INSTALLER_ROLES.includes(step.role) ? { companyUuid: company } : {}),
              });
              if (answer.status === 200) {
                gainer = world.staff.find((user) => user.id === answer.body.id);
                expect(gainer).toBeDefined();
                actors.push({ user: gainer!, bearer: token(gainer!) });
              }
            }
            const outcome = `${step.kind} ${answer.status} ${answer.body.errorId ?? ''}`.trim();
            outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
            if (answer.status === 200 && gainer !== undefined) {
              // THE invariant: what the gainer has now and had not before, the actor held.
              const gained = [...permissionsOf(gainer)].filter((name) => !gainedBefore.has(name));
              expect(gained.filter((name) => !held.has(name))).toEqual([]);
              // And Admin comes only from an Admin.
              if (gainer.roles.includes('Admin') && !hadAdmin) expect(actorIsAdmin).toBe(true);
            } else {
              expect(answer.status).toBeGreaterThanOrEqual(400);
              expect(answer.status).toBeLessThan(500);
              if (answer.status === 403)
                expect(['PERMISSION_DENIED', 'ROLE_NOT_GRANTABLE', 'COMPANY_NOT_GRANTABLE']).toContain(
                  answer.body.errorId,
                );
            }
            for (const name of union(world)) expect(firstUnion.has(name)).toBe(true);
          }
        },
      ),
      { numRuns: 60 },
    );
    // The runs tried both ways of giving a role, and both were allowed and refused (the test can see both sides).
    const seen = [...outcomes.keys()];
    expect(seen).toContain('approve 200');
    expect(seen).toContain('assign 200');
    expect(seen).toContain('approve 403 ROLE_NOT_GRANTABLE');
    expect(seen.some((outcome) => outcome.startsWith('assign 403'))).toBe(true);
  });
});
