// One axe configuration for the e2e checks (issue 12 item 3).
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
