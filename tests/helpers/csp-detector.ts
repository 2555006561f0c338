// The CSP violation detector of the e2e suite (tests/e2e/fixtures.ts): an init script makes every page report its
// own `securitypolicyviolation` events on the console with a marker, and the browser's own messages about refused
// scripts, styles, connections and Trusted Types assignments are recognised as well.

export const CSP_VIOLATION_MARKER = '[csp-violation]';

export interface CspViolation {
  /** 'event': the page's securitypolicyviolation event; 'console': the browser's message; 'exception': a throw. */
  source: 'event' | 'console' | 'exception';
  text: string;
  url: string;
}

const CSP_MESSAGE = [
  /^\[csp-violation\] /,
  /violates the following Content Security Policy directive/,
  /^Refused to (execute|load|apply|evaluate|connect|frame|create a TrustedTypePolicy)/,
  /requires '?Trusted(HTML|Script|ScriptURL)'? assignment/,
  /TrustedTypePolicyFactory/,
];

export function isCspMessage(text: string): boolean {
  return CSP_MESSAGE.some((pattern) => pattern.test(text));
}

export function toCspViolation(type: string, text: string, url: string): CspViolation | undefined {
  if ((type !== 'error' && type !== 'warning') || !isCspMessage(text)) return undefined;
  return { source: text.startsWith(CSP_VIOLATION_MARKER) ? 'event' : 'console', text, url };
}

/**
 * Runs in the page before any of its scripts (`addInitScript`): serialised by Playwright, so it must not close
 * over anything. Capture on the document sees the events dispatched at elements too (they bubble and compose).
 */
export function recordCspViolations(marker: string): void {
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const detail = {
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: event.sourceFile,
        line: event.lineNumber,
        disposition: event.disposition,
      };
      console.error(`${marker} ${JSON.stringify(detail)}`);
    },
    true,
  );
}
