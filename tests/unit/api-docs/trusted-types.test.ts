// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installTrustedTypesPolicy } from '../../../src/features/api-docs/components/trusted-types.ts';

type Rules = { createHTML: (input: string) => string };

function fakeTrustedTypes(existingDefault: unknown = null, refuse = false) {
  const policies = new Map<string, Rules>();
  return {
    policies,
    trustedTypes: {
      defaultPolicy: existingDefault,
      createPolicy(name: string, rules: Rules) {
        if (refuse) throw new TypeError(`Policy "${name}" disallowed.`);
        policies.set(name, rules);
        return rules;
      },
    },
  };
}

afterEach(() => vi.restoreAllMocks());

describe('installTrustedTypesPolicy', () => {
  it('creates a default policy that sanitizes HTML (scripts and handlers removed, markup kept)', () => {
    const fake = fakeTrustedTypes();
    installTrustedTypesPolicy({ trustedTypes: fake.trustedTypes });
    const policy = fake.policies.get('default');
    expect(policy).toBeDefined();
    const html = policy?.createHTML(
      '<p>ok <code>x</code><img src="x" onerror="alert(1)"><script>alert(2)</script></p>',
    );
    expect(html).toBe('<p>ok <code>x</code><img src="x"></p>');
  });

  it('keeps an existing default policy', () => {
    const fake = fakeTrustedTypes({ name: 'default' });
    installTrustedTypesPolicy({ trustedTypes: fake.trustedTypes });
    expect(fake.policies.size).toBe(0);
  });

  it('does nothing without Trusted Types, and warns when the CSP refuses the policy', () => {
    expect(() => installTrustedTypesPolicy({})).not.toThrow();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    installTrustedTypesPolicy({ trustedTypes: fakeTrustedTypes(null, true).trustedTypes });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Trusted Types'), expect.any(TypeError));
  });
});
