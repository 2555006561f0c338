// One axe configuration for the e2e checks.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Every violation in full, and each passed or incomplete rule with one node only (axe's `resultTypes`): axe still
 * evaluates every rule on every node, but no longer builds a selector for each node that passed, the tail of a scan
 * that cost about a quarter of the accessibility walk (143 → 105 s of test time).
 */
const RESULT_TYPES = {
  resultTypes: ['violations'] as ('violations' | 'passes' | 'incomplete' | 'inapplicable')[],
};

/** WCAG 2.0/2.1/2.2 A and AA. (`options()` replaces what `withTags()` set, so the tags come last.) */
export function axeScan(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options(RESULT_TYPES).withTags(WCAG_TAGS);
}

/** Every rule axe has (WCAG and best practices), with `rules` switched on or off as given. */
export function axeScanAllRules(page: Page, rules: Record<string, { enabled: boolean }>): AxeBuilder {
  return new AxeBuilder({ page }).options({ ...RESULT_TYPES, rules });
}

/**
 * Every rule axe has plus `target-size` (as the route walk of a11y.spec.ts runs it), reporting what fails either gate
 * of the suite: any WCAG A/AA violation (axeViolations) and any serious or critical one (the walk's). One line each:
 * rule id, impact and the first three nodes.
 */
export async function axeFindings(page: Page): Promise<string[]> {
  const { violations } = await axeScanAllRules(page, { 'target-size': { enabled: true } }).analyze();
  return violations
    .filter(
      (v) =>
        v.impact === 'serious' || v.impact === 'critical' || v.tags.some((tag) => WCAG_TAGS.includes(tag)),
    )
    .map(
      (v) =>
        `${v.id} (${v.impact ?? 'unknown'}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

/** The violations of WCAG A and AA on `page`, one line each: rule id and the first three nodes. */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await axeScan(page).analyze();
  return violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}
