// Keyboard: sign in, open the filter dialog, choose, apply, remove the chip — the keyboard only
// (the mouse is parked in a corner, and no step uses click/fill; the focus check only blurs and refocuses). Each focused control shows a visible focus
// indicator, and focus returns to the trigger when the dialog closes (by Apply, and by Escape).
import { e2eTimeLimit } from '../../scripts/test/time-limit.ts';
import type { Locator, Page } from '@playwright/test';
import { STAFF } from '../helpers/e2e-app.ts';
import { expect, saveScreenshot, test } from './fixtures.ts';

const SCREEN = '/hems/prepared/sonnen';

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 40, backwards = false } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} not reached in ${max} Tab presses`);
}

/**
 * The focused element matches :focus-visible, and the focus is drawn: its look (outline, ring, background, border,
 * MUI's focus ripple, the outlined field around an input) changes when focus leaves it. Focus is then put back.
 */
async function expectFocusVisible(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const focusVisible = () => target.evaluate((element) => element.matches(':focus-visible'));
  expect(await focusVisible(), `${String(target)} matches :focus-visible`).toBe(true);
  // MUI draws a button's keyboard focus from a state update after the focus event: measure once it is drawn (on a
  // loaded machine the look was once read before, and the blur then changed nothing).
  await expect
    .poll(() =>
      target.evaluate(
        (element) =>
          !element.classList.contains('MuiButtonBase-root') || element.classList.contains('Mui-focusVisible'),
      ),
    )
    .toBe(true);
  const look = () =>
    target.evaluate((element) => {
      const parts = (node: Element | null) => {
        if (node === null) return '';
        const style = getComputedStyle(node);
        return [
          style.outlineStyle,
          style.outlineWidth,
          style.outlineColor,
          style.boxShadow,
          style.backgroundColor,
          style.borderColor,
          style.borderWidth,
        ].join(' ');
      };
      const field = element.closest('.MuiInputBase-root');
      return [
        parts(element),
        element.querySelectorAll('.MuiTouchRipple-child').length,
        parts(field?.querySelector('.MuiOutlinedInput-notchedOutline') ?? null),
      ].join(' | ');
    });
  // A chip eases its focus background in (a 300 ms CSS transition): read the look once its transitions have ended, or
  // a read at a transition's start equals the unfocused look and the blur below changes nothing (it failed so once,
  // 26 Nov). Transitions only: the focus ripple's pulsing animation never ends.
  await target.evaluate((element) =>
    Promise.race([
      Promise.all(
        element
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => animation.finished.catch(() => null)),
      ),
      new Promise((settle) => setTimeout(settle, 1_000)),
    ]),
  );
  const focused = await look();
  await target.evaluate((element) => (element as HTMLElement).blur());
  await expect
    .poll(look, { message: `focus on ${String(target)} is drawn`, timeout: e2eTimeLimit(3_000) })
    .not.toBe(focused);
  await target.evaluate((element) => (element as HTMLElement).focus());
  await expect(target).toBeFocused();
  expect(await focusVisible()).toBe(true);
}

test('sign in, filter, apply, remove the chip: keyboard only, focus visible, focus back on the trigger', async ({
  page,
}) => {
  test.setTimeout(e2eTimeLimit(60_000));
  await page.mouse.move(0, 0);
  await page.goto(SCREEN);
  await expect(page).toHaveURL((url) => url.pathname === '/login');

  // Sign in.
  const email = page.getByLabel('Email');
  await tabTo(page, email);
  await expectFocusVisible(email);
  await page.keyboard.type(STAFF.email);
  await page.keyboard.press('Tab');
  const password = page.getByLabel('Password');
  await expectFocusVisible(password);
  await page.keyboard.type(STAFF.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === SCREEN);
  const count = page.getByText(/^Installations: \d+$/);
  await expect(count).toBeVisible();
  const all = await count.textContent();

  // Open the filter dialog from its button.
  const trigger = page.getByRole('button', { name: 'Filter', exact: true });
  await tabTo(page, trigger);
  await expectFocusVisible(trigger);
  await saveScreenshot(page, 'keyboard-filter-trigger-focused');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Filter Sites' });
  await expect(dialog).toBeVisible();
  // Focus moved into the dialog, and Tab stays inside it.
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  // Escape closes it and gives focus back to the trigger.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  // Open again, choose Ready, apply.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const ready = dialog.getByRole('button', { name: 'Ready' });
  await tabTo(page, ready);
  await expectFocusVisible(ready);
  await page.keyboard.press('Space');
  await expect(ready).toHaveAttribute('aria-pressed', 'true');
  const apply = dialog.getByRole('button', { name: 'Apply' });
  await tabTo(page, apply);
  await expectFocusVisible(apply);
  await saveScreenshot(page, 'keyboard-filter-dialog');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  const chip = page.getByRole('button', { name: 'Remove filter Ready' });
  await expect(chip).toBeVisible();
  await expect(count).not.toHaveText(all ?? '');

  // Remove the chip.
  await tabTo(page, chip);
  await expectFocusVisible(chip);
  await saveScreenshot(page, 'keyboard-chip-focused');
  await page.keyboard.press('Delete');
  await expect(chip).toHaveCount(0);
  await expect(count).toHaveText(all ?? '');
  // The removed chip took the focus with it; the keyboard user goes on from where it was, not from the top of the
  // page: the next Tab lands on a control of the screen itself.
  await page.keyboard.press('Tab');
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('main') != null)).toBe(true);
});
