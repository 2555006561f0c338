import { describe, expect, it } from 'vitest';
import {
  CHROMIUM_PATH,
  e2eBrowserPath,
  HEADLESS_SHELL_MANUAL_COMMAND,
  HEADLESS_SHELL_PATH,
  MANUAL_COMMAND,
  planBrowserSetup,
  planHeadlessShellSetup,
} from '../../../scripts/setup-browser.ts';

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

describe('setup-browser: the headless shell the e2e tests drive', () => {
  it('does nothing when the shell is there', () => {
    expect(planHeadlessShellSetup({ shellExists: true, isRoot: true })).toEqual({ action: 'none' });
    expect(planHeadlessShellSetup({ shellExists: true, isRoot: false })).toEqual({ action: 'none' });
  });

  it('installs Debian’s chromium-headless-shell as root, after apt-get update', () => {
    expect(planHeadlessShellSetup({ shellExists: false, isRoot: true })).toEqual({
      action: 'install',
      commands: [
        ['apt-get', 'update'],
        ['apt-get', 'install', '-y', 'chromium-headless-shell'],
      ],
    });
  });

  it('names the exact command to a non-root user', () => {
    expect(planHeadlessShellSetup({ shellExists: false, isRoot: false })).toEqual({
      action: 'ask',
      command: HEADLESS_SHELL_MANUAL_COMMAND,
    });
    expect(HEADLESS_SHELL_MANUAL_COMMAND).toBe(
      'sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y chromium-headless-shell',
    );
  });

  it('drives the shell when it is installed, Chromium itself otherwise', () => {
    expect(e2eBrowserPath((path) => path === HEADLESS_SHELL_PATH, undefined)).toBe(HEADLESS_SHELL_PATH);
    expect(e2eBrowserPath(() => false, undefined)).toBe(CHROMIUM_PATH);
    expect(e2eBrowserPath(() => true, '')).toBe(HEADLESS_SHELL_PATH);
  });

  it('drives the browser E2E_BROWSER names, to compare', () => {
    expect(e2eBrowserPath(() => true, CHROMIUM_PATH)).toBe(CHROMIUM_PATH);
  });
});
