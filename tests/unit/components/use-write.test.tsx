import Button from '@mui/material/Button';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../../src/components/confirm-dialog.tsx';
import { useWrite } from '../../../src/components/use-write.ts';

/** A write whose answers the test releases one by one; `requests` counts what was sent. */
function controlledWrite() {
  const answers: ((value: string) => void)[] = [];
  const failures: ((error: Error) => void)[] = [];
  const send = vi.fn(
    (_variables: string) =>
      new Promise<string>((resolve, reject) => {
        answers.push(resolve);
        failures.push(reject);
      }),
  );
  return {
    send,
    requests: () => send.mock.calls.length,
    answer: (value: string) => act(async () => answers.shift()?.(value)),
    fail: (error: Error) => act(async () => failures.shift()?.(error)),
  };
}

/** Lets the cache start what the clicks asked for (it calls the mutation function a few microtasks later). */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));

function withCache(ui: React.ReactElement) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

/** A save button as the screens write it: disabled while pending, which alone does not stop a double-click. */
function SaveButton({
  send,
  onSaved,
}: {
  send: (v: string) => Promise<string>;
  onSaved: (v: string) => void;
}) {
  const save = useWrite({ mutationFn: send });
  return (
    <>
      <Button disabled={save.isPending} onClick={() => save.mutate('origins', { onSuccess: onSaved })}>
        Save
      </Button>
      {save.isError ? <p role="alert">{save.error.message}</p> : null}
    </>
  );
}

describe('useWrite: one click, one write', () => {
  it('sends one request for a double-click, fires the callbacks once, and sends again after the answer', async () => {
    const write = controlledWrite();
    const onSaved = vi.fn();
    withCache(<SaveButton send={write.send} onSaved={onSaved} />);
    const save = screen.getByRole('button', { name: 'Save' });
    // Two clicks in one task: no render in between, as with a real double-click.
    fireEvent.click(save);
    fireEvent.click(save);
    await settle();
    expect(write.requests()).toBe(1);
    await write.answer('saved');
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSaved).toHaveBeenCalledWith('saved', 'origins', undefined, expect.anything());
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await settle();
    expect(write.requests()).toBe(2);
  });

  it('shows no error for an ignored second click: only the one request’s outcome', async () => {
    const write = controlledWrite();
    withCache(<SaveButton send={write.send} onSaved={() => undefined} />);
    const save = screen.getByRole('button', { name: 'Save' });
    await userEvent.dblClick(save);
    await settle();
    expect(write.requests()).toBe(1);
    await write.answer('saved');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets the person try again after a failure', async () => {
    const write = controlledWrite();
    withCache(<SaveButton send={write.send} onSaved={() => undefined} />);
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    fireEvent.click(save);
    await settle();
    await write.fail(new Error('refused'));
    expect(await screen.findByRole('alert')).toHaveTextContent('refused');
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    await settle();
    expect(write.requests()).toBe(2);
  });

  it('mutateAsync while a request is in flight gives that request’s promise, not a second request', async () => {
    const write = controlledWrite();
    let calls: Promise<string>[] = [];
    function Probe() {
      const save = useWrite({ mutationFn: write.send });
      return <button onClick={() => (calls = [save.mutateAsync('a'), save.mutateAsync('b')])}>Go</button>;
    }
    withCache(<Probe />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await settle();
    expect(write.requests()).toBe(1);
    expect(calls[0]).toBe(calls[1]);
    await write.answer('done');
    await expect(calls[1]).resolves.toBe('done');
  });
});

/** A confirm dialog whose Apply sends a write, as the charger commands and the sign-up decisions do. */
function ConfirmedCommand({ send }: { send: (v: string) => Promise<string> }) {
  const command = useWrite({ mutationFn: send });
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      title="Hard reset?"
      onCancel={() => setOpen(false)}
      onApply={() => command.mutate('RESET', { onSuccess: () => setOpen(false) })}
      loading={command.isPending}
      applyLabel="Reset"
    />
  );
}

describe('ConfirmDialog: Apply sends once', () => {
  it('a double-click on Apply sends one request, and the closing dialog sends none', async () => {
    const write = controlledWrite();
    withCache(<ConfirmedCommand send={write.send} />);
    const apply = screen.getByRole('button', { name: 'Reset' });
    fireEvent.click(apply);
    fireEvent.click(apply);
    await settle();
    expect(write.requests()).toBe(1);
    await write.answer('Accepted');
    // The buttons stay in the page during the exit transition: a late click there is no new Apply.
    expect(apply).toBeInTheDocument();
    fireEvent.click(apply);
    await settle();
    expect(write.requests()).toBe(1);
  });

  it('stays inert until the promise onApply returns has settled', async () => {
    let release: () => void = () => undefined;
    const onApply = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    render(<ConfirmDialog open title="Remove?" onCancel={() => undefined} onApply={onApply} />);
    const apply = screen.getByRole('button', { name: 'Apply' });
    fireEvent.click(apply);
    fireEvent.click(apply);
    expect(onApply).toHaveBeenCalledTimes(1);
    await act(async () => release());
    fireEvent.click(apply);
    expect(onApply).toHaveBeenCalledTimes(2);
  });
});
