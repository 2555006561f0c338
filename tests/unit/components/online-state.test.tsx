import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OnlineState } from '../../../src/components/online-state.tsx';
import { offlineText } from '../../../src/domain/format/offline-duration.ts';

const NOW = Date.UTC(2026, 10, 3, 9, 40, 0);
const SINCE = new Date(NOW - (3 * 24 + 2) * 3_600_000).toISOString();
/** As Testing Library reads text: the locale's no-break space between number and unit is a space. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

describe('OnlineState', () => {
  it('offline with its last connection: "Offline for …", the exact start as the focusable text’s description', () => {
    render(<OnlineState online={false} offline={{ since: SINCE, now: NOW }} />);
    const time = screen.getByText(
      (_, node) => node?.tagName === 'TIME' && /^Offline for 3 d 2 h$/.test(spaced(node.textContent ?? '')),
    );
    expect(time).toHaveAttribute('datetime', SINCE);
    const focusable = time.parentElement as HTMLElement;
    expect(focusable).toHaveAttribute('tabindex', '0');
    expect(focusable).toHaveAccessibleDescription(offlineText(SINCE, NOW).since);
    expect(offlineText(SINCE, NOW).since).toMatch(/^Offline since /);
  });

  it('online, or offline without a last connection, says only the word', () => {
    const { rerender } = render(<OnlineState online offline={{ since: SINCE, now: NOW }} />);
    expect(screen.getByText('Online')).toBeVisible();
    expect(screen.queryByText(/Offline/)).toBeNull();
    rerender(<OnlineState online={false} />);
    expect(screen.getByText('Offline')).toBeVisible();
  });
});
