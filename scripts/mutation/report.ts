// The kill table of `npm run test:mutation`: one row per run (the control first), what ended it, the evidence
// and the time; with --all-checks, a matrix of every check per mutant as well.
import type { Check, Outcome } from './checks.ts';

export interface CheckResult {
  check: string;
  label: string;
  outcome: Outcome | 'skipped';
  evidence: string;
  ms: number;
}

export type RunStatus = 'passed' | 'failed' | 'killed' | 'survived' | 'error';

export interface RunResult {
  /** 'control' or the mutant's id. */
  id: string;
  kind: string;
  description: string;
  status: RunStatus;
  /** The label of the first check that killed it. */
  killedBy?: string;
  /** Why the run ended as it did, in one line. */
  evidence: string;
  checks: CheckResult[];
  ms: number;
}

export function seconds(ms: number): string {
  if (ms < 59_950) return `${(ms / 1000).toFixed(1)} s`;
  const total = Math.round(ms / 1000);
  return `${Math.floor(total / 60)} min ${total % 60} s`;
}

/** The run's verdict from its checks: a kill wins, then a broken check; all passing is a survivor. */
export function verdictOf(
  checks: readonly CheckResult[],
  control: boolean,
): Pick<RunResult, 'status' | 'killedBy' | 'evidence'> {
  const kill = checks.find((result) => result.outcome === 'kill');
  const error = checks.find((result) => result.outcome === 'error');
  if (control) {
    const bad = kill ?? error;
    return bad
      ? { status: 'failed', evidence: `${bad.label}: ${bad.evidence}` }
      : { status: 'passed', evidence: `all ${checks.length} checks pass on the unmutated project` };
  }
  if (kill) {
    const note = error ? ` (also: ${error.label} broke: ${error.evidence})` : '';
    return { status: 'killed', killedBy: kill.label, evidence: `${kill.evidence}${note}` };
  }
  if (error) return { status: 'error', evidence: `${error.label}: ${error.evidence}` };
  return { status: 'survived', evidence: 'every check passed: this drift would reach main unnoticed' };
}

const RESULT_TEXT: Record<RunStatus, string> = {
  passed: 'passed',
  failed: 'FAILED',
  killed: 'killed',
  survived: 'SURVIVED',
  error: 'BROKEN (harness)',
};

function pad(cells: string[], widths: number[]): string {
  return cells
    .map((cell, i) => cell.padEnd(widths[i] ?? 0))
    .join('  ')
    .trimEnd();
}

export function formatKillTable(results: readonly RunResult[]): string {
  const rows = results.map((result, index) => [
    String(index),
    result.id,
    result.id === 'control' ? '(unmutated)' : result.description,
    result.status === 'killed' ? `killed by ${result.killedBy}` : RESULT_TEXT[result.status],
    seconds(result.ms),
  ]);
  const header = ['#', 'mutant', 'change', 'result', 'time'];
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  const lines = [
    pad(header, widths),
    pad(
      widths.map((w) => '-'.repeat(w)),
      widths,
    ),
  ];
  results.forEach((result, index) => {
    lines.push(pad(rows[index] ?? [], widths));
    lines.push(`${' '.repeat((widths[0] ?? 1) + 2)}↳ ${result.evidence}`);
  });
  return lines.join('\n');
}

const MARK: Record<CheckResult['outcome'], string> = { pass: '✔', kill: '✖', error: '!', skipped: '·' };

/** Every check per run: ✖ caught it, ✔ passed, ! broke, · not run. */
export function formatMatrix(results: readonly RunResult[], checks: readonly Check[]): string {
  const header = ['mutant', ...checks.map((check) => check.id)];
  const rows = results.map((result) => [
    result.id,
    ...checks.map((check) => {
      const found = result.checks.find((entry) => entry.check === check.id);
      return found ? MARK[found.outcome] : '·';
    }),
  ]);
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  return [pad(header, widths), ...rows.map((row) => pad(row, widths))].join('\n');
}

export function formatSummary(results: readonly RunResult[], totalMs: number): string {
  const mutants = results.filter((result) => result.id !== 'control');
  const count = (status: RunStatus) => mutants.filter((result) => result.status === status).length;
  const control = results.find((result) => result.id === 'control');
  const ok = control?.status === 'passed' && mutants.length > 0 && count('killed') === mutants.length;
  return (
    `[mutation] ${mutants.length} mutants: ${count('killed')} killed, ${count('survived')} survived, ` +
    `${count('error')} broken; control ${control ? RESULT_TEXT[control.status] : 'not run'}` +
    ` (${seconds(control?.ms ?? 0)}); total ${seconds(totalMs)} — ${ok ? 'PASSED' : 'FAILED'}`
  );
}
