// Coverage gate: every operation of the spec and every status it declares, with the pact interactions that cover
// it. Fails when an operation has no interaction, when a declared 2xx has none, or when an interaction hits an
// operation or status the spec does not declare.
import { providerState } from '../../contracts/provider-states.ts';
import { isMain } from '../mock/is-main.ts';
import { matchOperation, scenarioToPrefer, type MockSpec } from '../mock/select-example.ts';
import { loadSpec } from './compare.ts';
import { interactionName, listPactFiles, readPact, statesOf, type PactInteraction } from './pact-files.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

export interface CoverageRow {
  operationId: string;
  method: string;
  path: string;
  status: string;
  interactions: number;
  states: string[];
}

export interface StateRow {
  state: string;
  mock: string;
  interactions: number;
}

export interface CoverageReport {
  ok: boolean;
  rows: CoverageRow[];
  states: StateRow[];
  problems: string[];
  interactions: number;
  operations: number;
}

interface Declared {
  operationId: string;
  method: string;
  path: string;
  statuses: string[];
}

function declaredOperations(spec: MockSpec): Declared[] {
  const out: Declared[] = [];
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const method of METHODS) {
      const operation = (item as Record<string, unknown>)[method] as
        { operationId?: string; responses?: Record<string, unknown> } | undefined;
      if (!operation) continue;
      out.push({
        operationId: operation.operationId ?? `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        statuses: Object.keys(operation.responses ?? {}).sort(),
      });
    }
  }
  return out;
}

export function coverage(spec: MockSpec, interactions: readonly PactInteraction[]): CoverageReport {
  const declared = declaredOperations(spec);
  const rows = new Map<string, CoverageRow>();
  for (const op of declared) {
    for (const status of op.statuses) {
      rows.set(`${op.operationId} ${status}`, { ...op, status, interactions: 0, states: [] });
    }
  }
  const problems: string[] = [];
  const stateCounts = new Map<string, number>();
  for (const interaction of interactions) {
    for (const state of statesOf(interaction)) stateCounts.set(state, (stateCounts.get(state) ?? 0) + 1);
    const match = matchOperation(spec, interaction.request.method, interaction.request.path);
    if (!match) {
      problems.push(
        `"${interactionName(interaction)}" calls ${interaction.request.method} ${interaction.request.path}, which the spec does not declare`,
      );
      continue;
    }
    const operationId = match.operationId ?? `${match.method.toUpperCase()} ${match.template}`;
    const status = String(interaction.response.status);
    const row = rows.get(`${operationId} ${status}`) ?? rows.get(`${operationId} default`);
    if (!row) {
      problems.push(
        `"${interactionName(interaction)}" expects ${status} from ${operationId}, which does not declare it`,
      );
      continue;
    }
    row.interactions += 1;
    for (const state of statesOf(interaction)) if (!row.states.includes(state)) row.states.push(state);
  }
  for (const op of declared) {
    const own = [...rows.values()].filter((row) => row.operationId === op.operationId);
    if (own.every((row) => row.interactions === 0)) problems.push(`${op.operationId} has no interaction`);
    for (const row of own) {
      if (/^2\d\d$/.test(row.status) && row.interactions === 0) {
        problems.push(`${op.operationId} declares ${row.status} but no interaction covers it`);
      }
    }
  }
  const states = [...stateCounts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([state, count]) => {
      const def = providerState(state);
      const mock =
        def === undefined
          ? 'UNMAPPED'
          : def.mock === 'rule'
            ? 'as for the portal (dataset or x-mock-select rule)'
            : 'dataset' in def.mock
              ? `dataset state ${def.mock.dataset}`
              : scenarioToPrefer(def.mock);
      return { state, mock, interactions: count };
    });
  return {
    ok: problems.length === 0,
    rows: [...rows.values()],
    states,
    problems,
    interactions: interactions.length,
    operations: declared.length,
  };
}

function table(header: string[], body: string[][]): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...body.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
}

export function formatCoverage(report: CoverageReport): string {
  const body = report.rows.map((row) => [
    row.operationId,
    `${row.method} ${row.path}`,
    row.status,
    row.interactions === 0 ? (/^2/.test(row.status) ? '0  ✖' : '0') : String(row.interactions),
  ]);
  const lines = [
    `[coverage] ${report.operations} operations, ${report.rows.length} declared statuses, ` +
      `${report.interactions} interactions, ${report.states.length} provider states`,
    table(['operation', 'call', 'status', 'interactions'], body),
    '',
    table(
      ['provider state', 'mock answer', 'interactions'],
      report.states.map((row) => [row.state, row.mock, String(row.interactions)]),
    ),
  ];
  const covered = report.rows.filter((row) => row.interactions > 0).length;
  lines.push(
    '',
    `[coverage] ${covered}/${report.rows.length} declared statuses covered — ${report.ok ? 'PASSED' : 'FAILED'}`,
  );
  for (const problem of report.problems) lines.push(`  ✖ ${problem}`);
  return lines.join('\n');
}

export function coverageOfFiles(pactFiles: readonly string[], spec: unknown = loadSpec()): CoverageReport {
  const interactions = pactFiles.flatMap((file) => readPact(file).interactions);
  return coverage(spec as MockSpec, interactions);
}

if (isMain(import.meta.url)) {
  const files = process.argv.slice(2);
  const report = coverageOfFiles(files.length > 0 ? files : listPactFiles());
  console.log(formatCoverage(report));
  process.exit(report.ok ? 0 : 1);
}
