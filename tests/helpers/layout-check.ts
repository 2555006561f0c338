// The layout check at the spec's limits, run inside the page (passed to page.evaluate, so it is self-contained): text that
// overflows its box, text clipped without an ellipsis, a page that scrolls sideways, and every text that is cut with an
// ellipsis (the caller checks that its full value is reachable on hover and on keyboard focus). A third-party
// renderer's own document is marked `data-layout-check="skip"`: its boxes are its layout, but a page it makes scroll
// sideways is still reported.

export interface LayoutProblem {
  kind:
    | 'overflows its box'
    | 'clipped without ellipsis'
    | 'page scrolls sideways'
    | 'widens its table past the screen'
    | 'full value not shown on hover'
    | 'full value not shown on keyboard focus';
  /** A CSS-ish description of the element: tag, test id or MUI class. */
  element: string;
  /** The start of the element's text. */
  text: string;
  /** scrollWidth / clientWidth in px. */
  widths: string;
}

export interface Truncated {
  /** The element carries `data-truncated="<id>"`. */
  id: number;
  element: string;
}

export interface LayoutReport {
  problems: LayoutProblem[];
  /** The elements cut with an ellipsis, to be hovered and focused by the caller. */
  truncated: Truncated[];
}

/**
 * A table may scroll sideways in its container when it has many columns, but no one cell may make it do so: a cell
 * with text wider than this holds a value that was not cut or wrapped.
 */
export const WIDEST_CELL_PX = 400;

/** Runs in the browser. Marks truncated elements with `data-truncated` and reports what is wrong. */
export function checkLayout(widestCell: number): LayoutReport {
  const describe = (element: Element): string => {
    const mui =
      [...element.classList].find((name) => name.startsWith('Mui') && !name.includes('-root')) ?? '';
    const root = [...element.classList].find((name) => name.startsWith('Mui')) ?? '';
    const testId = element.getAttribute('data-testid');
    const cell = element.closest('td, th');
    const column =
      cell instanceof HTMLTableCellElement
        ? ` (column ${cell.cellIndex + 1} of ${cell.closest('table')?.getAttribute('aria-label') ?? 'a table'})`
        : '';
    return `${element.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''}${root ? `.${root}` : ''}${mui && mui !== root ? `.${mui}` : ''}${column}`;
  };
  const ownText = (element: Element) =>
    [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
    );
  const problems: LayoutProblem[] = [];
  const report = (kind: LayoutProblem['kind'], element: Element) =>
    problems.push({
      kind,
      element: describe(element),
      text: (element.textContent ?? '').trim().slice(0, 40),
      widths: `${element.scrollWidth}/${element.clientWidth}`,
    });

  const page = document.scrollingElement ?? document.documentElement;
  if (page.scrollWidth > page.clientWidth + 1) report('page scrolls sideways', page);

  const truncated: Truncated[] = [];
  const overflowing: Element[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    if (!(element instanceof HTMLElement)) continue;
    element.removeAttribute('data-truncated');
    if (element.closest('[aria-hidden="true"], [role="tooltip"], [data-layout-check="skip"]') !== null)
      continue;
    const style = getComputedStyle(element);
    if (style.display === 'inline' || style.display === 'none' || element.clientWidth === 0) continue;
    if (element.scrollWidth <= element.clientWidth + 1) continue;
    const overflow = style.overflowX;
    if (overflow === 'auto' || overflow === 'scroll') {
      for (const cell of element.querySelectorAll('td, th')) {
        if (cell.getBoundingClientRect().width > widestCell && (cell.textContent ?? '').trim() !== '') {
          report('widens its table past the screen', cell);
        }
      }
      continue;
    }
    if (overflow === 'hidden' || overflow === 'clip') {
      if (style.textOverflow === 'ellipsis') {
        truncated.push({ id: truncated.length + 1, element: describe(element) });
        element.setAttribute('data-truncated', String(truncated.length));
      } else if (ownText(element)) {
        report('clipped without ellipsis', element);
      }
      continue;
    }
    overflowing.push(element);
  }
  // Overflow shows on every box around the one that overflows: report the innermost only.
  for (const element of overflowing) {
    if (!overflowing.some((other) => other !== element && element.contains(other))) {
      report('overflows its box', element);
    }
  }
  return { problems, truncated };
}
