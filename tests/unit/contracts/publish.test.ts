// The broker script: the `pact-broker` command lines it plans for each step, and that without a broker it sends
// nothing, prints them and succeeds (it was run by hand against a stand-in broker: publish and can-i-deploy went
// through Pact's CLI).
import { describe, expect, it } from 'vitest';
import { main, planBroker } from '../../../scripts/contracts/publish.ts';

const stamp = {
  specVersion: '1.2.0',
  gitRevision: '0123456789abcdef0123456789abcdef01234567',
  gitDirty: false,
};
const options = { branch: 'main', environment: 'production', pactDir: '/tmp/pacts' };

describe('contracts:publish', () => {
  it('publishes the stamped pacts as the spec version plus the commit, on the branch', () => {
    expect(planBroker('publish', stamp, { ...options, buildUrl: 'https://ci/run/7' })).toEqual({
      version: '1.2.0+0123456789ab',
      args: [
        'publish',
        '/tmp/pacts',
        '--consumer-app-version',
        '1.2.0+0123456789ab',
        '--branch',
        'main',
        '--build-url',
        'https://ci/run/7',
      ],
    });
  });

  it('asks can-i-deploy and records a deployment for that version and environment', () => {
    expect(planBroker('can-i-deploy', stamp, { ...options, environment: 'staging' }).args).toEqual([
      'can-i-deploy',
      '--pacticipant',
      'operator-portal',
      '--version',
      '1.2.0+0123456789ab',
      '--to-environment',
      'staging',
    ]);
    expect(planBroker('record-deployment', stamp, options).args).toEqual([
      'record-deployment',
      '--pacticipant',
      'operator-portal',
      '--version',
      '1.2.0+0123456789ab',
      '--environment',
      'production',
    ]);
  });

  it('without PACT_BROKER_BASE_URL prints what it would run and exits 0', async () => {
    const lines: string[] = [];
    expect(await main(['can-i-deploy'], {}, (line) => lines.push(line))).toBe(0);
    expect(lines.join('\n')).toMatch(/no PACT_BROKER_BASE_URL/);
    expect(lines.join('\n')).toMatch(
      /pact-broker can-i-deploy --pacticipant operator-portal --version \d+\.\d+\.\d+\+/,
    );
    expect(await main(['deploy-everything'], {}, () => {})).toBe(2);
  });
});
