// @vitest-environment jsdom
// Any answer the spec allows for the jump-to search: every option has its own key, opens a path
// of the portal, survives the trip through storage unchanged, and the results render its labels as text.
import { render, within } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jumpGroupsOf } from '../../../src/domain/search/jump-groups.ts';
import { parseJumpTarget, targetKey } from '../../../src/domain/search/jump-target.ts';
import { readRecentItems, withRecentItem } from '../../../src/domain/search/recent-items.ts';
import { JumpListbox } from '../../../src/features/jump/components/jump-listbox.tsx';
import { jumpHref } from '../../../src/features/jump/hooks/jump-href.ts';
import { answers } from '../../arbitraries/api-answers.gen.ts';

describe('jump to: any search answer', () => {
  it('gives unique options that open portal paths and read back from storage as they were', () => {
    fc.assert(
      fc.property(answers.searchEverything(), (answer) => {
        const targets = jumpGroupsOf(answer).flatMap((group) => group.targets);
        const keys = targets.map(targetKey);
        expect(new Set(keys).size).toBe(keys.length);
        for (const target of targets) {
          const href = jumpHref(target);
          expect(href).toMatch(/^\/[^/\\]/);
          expect(new URL(href, 'https://portal.test').origin).toBe('https://portal.test');
          expect(parseJumpTarget(JSON.parse(JSON.stringify(target)))).toEqual(target);
        }
        const stored = targets.reduce<string | null>(
          (raw, target) => withRecentItem(raw, 'ana', target),
          null,
        );
        expect(readRecentItems(stored, 'ana').length).toBe(Math.min(10, targets.length));
      }),
      { numRuns: 200 },
    );
  });

  it('renders every label as text', () => {
    fc.assert(
      fc.property(answers.searchEverything(), (answer) => {
        const groups = jumpGroupsOf(answer);
        const { container, unmount } = render(
          <JumpListbox
            id="results"
            groups={groups}
            activeKey={null}
            optionId={(target) => `o-${targetKey(target)}`}
            recent={false}
            onPoint={() => undefined}
            onChoose={() => undefined}
          />,
        );
        const options = groups.length === 0 ? [] : within(container).getAllByRole('option');
        expect(options).toHaveLength(groups.reduce((n, group) => n + group.targets.length, 0));
        expect(container.querySelector('img, script, a')).toBeNull();
        // Each group is named by its heading (one id, never a list of ids).
        const named = within(container)
          .queryAllByRole('group')
          .map((group) => group.getAttribute('aria-labelledby') ?? '');
        expect(named.every((ids) => !/\s/.test(ids) && document.getElementById(ids) !== null)).toBe(true);
        expect(named).toHaveLength(groups.length);
        unmount();
      }),
      { numRuns: 25 },
    );
  });
});
