import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, type FakeApi } from '../../helpers/app-harness.tsx';
import { mockAnswer } from './mock-examples.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

/** Answers every call as the mock does for `status` (its default example for 200, the status example otherwise). */
export const answerWith =
  (status: number): FakeApi =>
  (method, path) =>
    mockAnswer(method, path, status);

/** The whole app at `path` (real route table), once the account page's heading shows. */
export async function openAccountPage(path: string, title: string, api: FakeApi = answerWith(200)) {
  const rendered = renderApp(path, api);
  // The first screen of a test file pays for the lazy route chunk and MUI's first render on a busy machine.
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: timeLimit(15_000) });
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}

/** Types into the fields named by their label's start, then presses `submit`. */
export async function fillAndSubmit(
  user: ReturnType<typeof userEvent.setup>,
  fields: Readonly<Record<string, string>>,
  submit: string,
) {
  for (const [label, value] of Object.entries(fields)) {
    await user.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
  }
  await user.click(screen.getByRole('button', { name: submit }));
}
