// Pact ⊆ spec: every interaction of every pact is checked against openapi/ui-api.yaml by
// @pactflow/openapi-pact-comparator (request path/method, parameters, headers, bodies; response status, headers,
// bodies — a pact may not expect a field the spec does not declare). Errors fail with the interaction named.
import { readFileSync } from 'node:fs';
import { Comparator } from '@pactflow/openapi-pact-comparator';
import { parse } from 'yaml';
import { isMain } from '../mock/is-main.ts';
import { interactionName, listPactFiles, readPact, SPEC_PATH, type PactFile } from './pact-files.ts';

export interface ComparisonFinding {
  type: 'error' | 'warning';
  code: string;
  message: string;
  /** "description [given state]" of the interaction, or the pact-level location. */
  interaction: string;
  pactFile: string;
  mockLocation?: string;
  specLocation?: string;
}

export interface ComparisonReport {
  ok: boolean;
  ms: number;
  interactions: number;
  findings: ComparisonFinding[];
}

export function loadSpec(specPath: string = SPEC_PATH): unknown {
  return parse(readFileSync(specPath, 'utf8'));
}

type ComparatorInput = ConstructorParameters<typeof Comparator>[0];
type ComparatorPact = Parameters<Comparator['compare']>[0];

function interactionAt(pact: PactFile, location: string | undefined): string | undefined {
  const match = /^\[root\]\.interactions\[(\d+)\]/.exec(location ?? '');
  const interaction = match ? pact.interactions[Number(match[1])] : undefined;
  return interaction ? interactionName(interaction) : undefined;
}

export async function comparePacts(
  pactFiles: readonly string[],
  spec: unknown = loadSpec(),
): Promise<ComparisonReport> {
  const started = performance.now();
  // The comparator mutates what it is given (dereferencing): hand it a copy so `spec` stays reusable.
  const comparator = new Comparator(structuredClone(spec) as ComparatorInput);
  const findings: ComparisonFinding[] = [];
  let interactions = 0;
  for (const file of pactFiles) {
    const pact = readPact(file);
    interactions += pact.interactions.length;
    try {
      for await (const result of comparator.compare(structuredClone(pact) as unknown as ComparatorPact)) {
        const location = result.mockDetails?.location;
        findings.push({
          type: result.type,
          code: result.code,
          message: result.message,
          interaction:
            interactionAt(pact, location) ??
            result.mockDetails?.interactionDescription ??
            location ??
            'the pact',
          pactFile: file,
          mockLocation: location,
          specLocation: result.specDetails?.location,
        });
      }
    } catch (error) {
      findings.push({
        type: 'error',
        code: 'pact.unreadable',
        message: (error as Error).message,
        interaction: 'the pact file',
        pactFile: file,
      });
    }
  }
  return {
    ok: !findings.some((finding) => finding.type === 'error'),
    ms: Math.round(performance.now() - started),
    interactions,
    findings,
  };
}

export function formatComparison(report: ComparisonReport): string {
  const errors = report.findings.filter((finding) => finding.type === 'error');
  const warnings = report.findings.filter((finding) => finding.type === 'warning');
  const lines = [
    `[compare] ${report.interactions} interactions against openapi/ui-api.yaml in ${report.ms} ms: ` +
      `${errors.length} errors, ${warnings.length} warnings — ${report.ok ? 'PASSED' : 'FAILED'}`,
  ];
  for (const finding of [...errors, ...warnings]) {
    lines.push(`  ${finding.type === 'error' ? '✖' : '!'} ${finding.interaction}: ${finding.code}`);
    lines.push(`      ${finding.message}`);
    if (finding.mockLocation) lines.push(`      pact: ${finding.mockLocation}`);
    if (finding.specLocation) lines.push(`      spec: ${finding.specLocation}`);
  }
  return lines.join('\n');
}

if (isMain(import.meta.url)) {
  const files = process.argv.slice(2);
  const report = await comparePacts(files.length > 0 ? files : listPactFiles());
  console.log(formatComparison(report));
  process.exit(report.ok ? 0 : 1);
}
