import { describe, expect, test } from 'vitest';
import { probeEslint } from '../../helpers/probe-eslint.ts';

// The import rules of DESIGN §2 are real only if they fire: lint small sources as if they sat at these paths.
const eslint = probeEslint();

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

describe('layering rules', () => {
  test('domain may import types, never values, from the generated schema', async () => {
    expect(
      await boundaryErrors(
        'src/domain/probe.ts',
        "import type { components } from '../api/schema.gen.ts';\nexport type X = components;\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'src/domain/probe.ts',
        "import { paths } from '../api/schema.gen.ts';\nexport const x: unknown = paths;\n",
      ),
    ).toHaveLength(1);
  });

  test('domain never imports config, the client or React code', async () => {
    const errors = await boundaryErrors(
      'src/domain/probe.ts',
      "import { paths } from '../config/paths.ts';\nimport { createApiClient } from '../api/client.ts';\nimport { PageHeader } from '../components/page-header.tsx';\nexport const x = [paths, createApiClient, PageHeader];\n",
    );
    expect(errors).toHaveLength(3);
  });

  test('api imports config only', async () => {
    const errors = await boundaryErrors(
      'src/api/probe.ts',
      "import { paths } from '../config/paths.ts';\nimport { localTokenStore } from '../auth/session-storage.ts';\nexport const x = [paths, localTokenStore];\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/auth/);
  });

  test('a feature never imports another feature; its own files are fine', async () => {
    const errors = await boundaryErrors(
      'src/features/health/probe.ts',
      "import { a } from '../sites/api/get-sites-page.ts';\nimport { b } from './components/health-overview.tsx';\nexport const x = [a, b];\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/sites/);
  });

  test('the kit never imports features, and nothing in src imports tests', async () => {
    const errors = await boundaryErrors(
      'src/components/probe.ts',
      "import { a } from '../features/sites/api/get-sites-page.ts';\nimport { b } from '../../tests/setup.ts';\nexport const x = [a, b];\n",
    );
    expect(errors).toHaveLength(2);
  });

  test('a feature never imports the app root; shared plumbing lives below it', async () => {
    const errors = await boundaryErrors(
      'src/features/sites/probe.ts',
      "import { AppProviders } from '../../app/providers.tsx';\nimport { useApiClient } from '../../api/use-api-client.ts';\nimport { useBackTarget } from '../../components/use-back-target.ts';\nexport const x = [AppProviders, useApiClient, useBackTarget];\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/app/);
  });

  test('a route never imports the app root', async () => {
    const errors = await boundaryErrors(
      'src/routes/probe.tsx',
      "import { appRouteTable } from '../app/route-table.tsx';\nimport { NotAvailableScreen } from '../components/not-available-screen.tsx';\nexport const x = [appRouteTable, NotAvailableScreen];\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/app/);
  });

  test('every layer above config reads the route records; the records never reach the kit or a feature', async () => {
    expect(
      await boundaryErrors(
        'src/components/probe.ts',
        "import { routeEntry } from '../routes/route-catalogue.ts';\nimport { HomeRoute } from '../routes/home.screen.tsx';\nexport const x = [routeEntry, HomeRoute];\n",
      ),
    ).toEqual([expect.stringMatching(/routes/)]);
    expect(
      await boundaryErrors(
        'src/features/evses/probe.ts',
        "import { routeRecord } from '../../routes/route-catalogue.ts';\nexport const x = routeRecord;\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'src/config/probe.ts',
        "import { routeEntry } from '../routes/route-catalogue.ts';\nexport const x = routeEntry;\n",
      ),
    ).toHaveLength(1);
    const fromRecords = await boundaryErrors(
      'src/routes/probe.routes.ts',
      "import { patternOf } from '../config/paths.ts';\nimport { PageHeader } from '../components/page-header.tsx';\nimport { evseSectionOf } from '../features/evses/hooks/evse-mounts.ts';\nexport const x = [patternOf, PageHeader, evseSectionOf, () => import('./home.screen.tsx')];\n",
    );
    expect(fromRecords).toHaveLength(2);
  });

  test('contracts never import scripts (scripts read the contracts: no cycle)', async () => {
    const errors = await boundaryErrors(
      'contracts/probe.ts',
      "import type { Scenario } from '../scripts/mock/select-example.ts';\nimport { PROVIDER_STATES } from './provider-states.ts';\nexport type X = Scenario;\nexport const x = PROVIDER_STATES;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/scripts/);
  });
});
