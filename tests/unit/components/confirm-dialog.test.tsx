import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../../src/components/confirm-dialog.tsx';
import { showEnglish, showGerman } from '../evses/german-words.ts';

function setup(props: Partial<React.ComponentProps<typeof ConfirmDialog>> = {}) {
  const handlers = { onCancel: vi.fn(), onApply: vi.fn(), ...props };
  render(
    <ConfirmDialog open title="Filter Sites" {...handlers}>
      <p>dialog body</p>
    </ConfirmDialog>,
  );
  return { ...handlers, dialog: screen.getByRole('dialog', { name: 'Filter Sites' }) };
}

describe('ConfirmDialog', () => {
  it('is a dialog named by its title with the content, Cancel and Apply', async () => {
    const { dialog, onCancel, onApply } = setup();
    expect(within(dialog).getByText('dialog body')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledTimes(1);
  });

  it('has no Reset link unless asked', () => {
    setup();
    expect(screen.queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument();
  });

  it('offers a Reset link when onReset is given', async () => {
    const onReset = vi.fn();
    const { dialog } = setup({ onReset });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('can disable Apply', async () => {
    const { dialog, onApply } = setup({ applyDisabled: true });
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    // The check would refuse the click; the point is that a forced click does nothing either.
    await userEvent.setup({ pointerEventsCheck: 0 }).click(apply);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('shows a loading state on Apply', () => {
    const { dialog } = setup({ loading: true });
    expect(within(dialog).getByRole('button', { name: /Apply/ })).toBeDisabled();
    expect(within(dialog).getByRole('progressbar')).toBeInTheDocument();
  });

  it('closes through onCancel on Escape', async () => {
    const { onCancel } = setup();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('is sm wide with error-coloured buttons by default (SPEC §9)', () => {
    const { dialog } = setup({ onReset: () => {} });
    expect(dialog.className).toMatch(/MuiDialog-paperWidthSm/);
    expect(within(dialog).getByRole('button', { name: 'Apply' }).className).toMatch(/MuiButton-colorError/);
    expect(within(dialog).getByRole('button', { name: 'Cancel' }).className).toMatch(/MuiButton-colorError/);
  });

  it('takes another width and colour', () => {
    const { dialog } = setup({ maxWidth: 'md', color: 'primary' });
    expect(dialog.className).toMatch(/MuiDialog-paperWidthMd/);
    expect(within(dialog).getByRole('button', { name: 'Apply' }).className).toMatch(/MuiButton-colorPrimary/);
  });

  it('names its buttons in the language shown where its screen names none: German Abbrechen, Übernehmen, Zurücksetzen', () => {
    showGerman();
    try {
      const { dialog } = setup({ onReset: () => {} });
      expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Übernehmen' })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Zurücksetzen' })).toBeInTheDocument();
    } finally {
      showEnglish();
    }
  });
});
