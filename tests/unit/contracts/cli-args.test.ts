import { describe, expect, it } from 'vitest';
import { listPactFiles } from '../../../scripts/contracts/pact-files.ts';
import { parseCli } from '../../../scripts/contracts/verify.ts';

describe('verify:contracts arguments', () => {
  it('reads the backend-team options and defaults to the committed pacts', () => {
    expect(
      parseCli([
        '--provider-base-url',
        'http://127.0.0.1:8080/',
        '--token',
        'T',
        '--states-url',
        'http://127.0.0.1:8080/s',
      ]),
    ).toEqual({
      providerBaseUrl: 'http://127.0.0.1:8080',
      token: 'T',
      statesUrl: 'http://127.0.0.1:8080/s',
      pactFiles: listPactFiles(),
      mock: false,
      logLevel: 'warn',
    });
  });

  it('asks for a provider URL or --mock, and rejects what is not a URL', () => {
    expect(() => parseCli([])).toThrow('Give --provider-base-url (a real service) or --mock.');
    expect(() => parseCli(['--provider-base-url', 'localhost:8080'])).toThrow(/http\(s\)|not a URL/);
    expect(() => parseCli(['--mock', '--log-level', 'loud'])).toThrow('--log-level must be one of');
    expect(() => parseCli(['--mock', '--bogus'])).toThrow();
  });

  it('takes explicit pact files instead of the committed ones', () => {
    expect(parseCli(['--mock', '--pact', 'a.json', '--pact', 'b.json']).pactFiles).toEqual([
      'a.json',
      'b.json',
    ]);
  });
});
