import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/** The load-failure page of a load that timed out (SPEC §9): what happened, Reload, and a way home. */
export function expectTimedOutPage(): void {
  expect(
    screen.getByRole('heading', { level: 1, name: 'This page could not be loaded' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Loading took longer than 2 minutes');
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
}
