import { describe, expect, it } from 'vitest';
import { MANUAL_COMMAND, planBrowserSetup } from '../../../scripts/setup-browser.ts';

describe('setup-browser', () => {
  it('does nothing when Chromium is there', () => {
    expect(planBrowserSetup({ chromiumExists: true, isRoot: true })).toEqual({ action: 'none' });
    expect(planBrowserSetup({ chromiumExists: true, isRoot: false })).toEqual({ action: 'none' });
  });

  it('installs as root: apt-get update first, then chromium', () => {
    expect(planBrowserSetup({ chromiumExists: false, isRoot: true })).toEqual({
      action: 'install',
      commands: [
        ['apt-get', 'update'],
        ['apt-get', 'install', '-y', 'chromium'],
      ],
    });
  });

  it('asks a non-root user to run the exact command', () => {
    expect(planBrowserSetup({ chromiumExists: false, isRoot: false })).toEqual({
      action: 'ask',
      command: MANUAL_COMMAND,
    });
    expect(MANUAL_COMMAND).toBe(
      'sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y chromium',
    );
  });
});
