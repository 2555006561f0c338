// The prepared installations' CSV export: what the filters show, in the person's format's dialect, with the BOM;
// its instant column local, named with the zone (tests pin TZ=Europe/Berlin).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFile } from '../../../src/components/download-file.ts';
import type { PreparedInstallationSource } from '../../../src/domain/install/prepared-installation.ts';
import { HemsPreparedRoute } from '../../../src/routes/hems-prepared.tsx';
import { exampleValue, readCommittedMockSpec } from '../fixtures/mock-examples.ts';
import { json, renderRoute } from './render-route.tsx';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

// @download-stand-in: downloadFile is a vi.fn, tests/helpers/download-stand-in.ts (vite.config.ts).
afterEach(() => vi.mocked(downloadFile).mockClear());

const sonnen = exampleValue<{ installations: PreparedInstallationSource[] }>(
  readCommittedMockSpec(),
  'listPreparedInstallations',
  'sonnen',
).installations;
const LIST = '/ui/v1/installation/prepared/hems/sonnen';

describe('Prepared installations: Export CSV', () => {
  it('writes every installation the status filter shows and no other, BOM first, one line each', async () => {
    const ready = sonnen.filter((row) => row.status === 'READY');
    expect(ready.length).toBeGreaterThan(0);
    renderRoute(
      [{ path: '/hems/prepared/:id', element: <HemsPreparedRoute /> }],
      '/hems/prepared/sonnen?prepared_status=READY',
      (path) =>
        path === LIST ? json({ installations: sonnen }) : json({ message: 'Not Found', status: 404 }, 404),
    );
    await screen.findByText(`Installations: ${ready.length}`);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(1), { timeout: timeLimit(1_000) });
    const [name, text] = vi.mocked(downloadFile).mock.calls[0] as [string, string];
    expect(name).toMatch(/^prepared-installations-sonnen-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Name,HEMS,Created at (Europe/Berlin),Status of installation,Gateway type,Gateway ID,Installer User ID,Installation UUID',
    );
    expect(lines).toHaveLength(ready.length + 1);
    for (const row of ready) expect(text).toContain(row.uuid);
    for (const row of sonnen.filter((other) => other.status !== 'READY'))
      expect(text).not.toContain(row.uuid);
  });
});
