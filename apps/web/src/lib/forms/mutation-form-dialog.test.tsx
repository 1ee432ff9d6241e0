import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { rememberApiErrorBody } from '../http';
import { MutationFormDialog, type MutationFormDialogProps } from './mutation-form-dialog';

type Props = Partial<MutationFormDialogProps>;

async function submit(props: Props) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MutationFormDialog
        send={async () => {}}
        refresh={async () => {}}
        ready
        onClose={() => {}}
        title="A result"
        {...props}
      >
        <p>The sets</p>
      </MutationFormDialog>
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'A result' });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return dialog;
}

describe('a mutation form dialog', () => {
  it('sends what was typed, reads again what it changed, then closes', async () => {
    const calls: string[] = [];
    const onClose = vi.fn(() => calls.push('close'));
    await submit({
      send: async () => calls.push('send'),
      refresh: async () => calls.push('refresh'),
      onClose,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(calls).toEqual(['send', 'refresh', 'close']);
  });

  it('sends nothing until what was typed holds', async () => {
    const send = vi.fn(async () => {});
    const dialog = await submit({ send, ready: false });
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    expect(send).not.toHaveBeenCalled();
  });

  it("shows the server's refusal and stays open", async () => {
    const refusal = new Error('refused');
    rememberApiErrorBody(refusal, {
      errors: [{ code: 'BadRequest', status: '400', message: 'The third set is over.' }],
    });
    const onClose = vi.fn();
    const dialog = await submit({ send: () => Promise.reject(refusal), onClose });
    expect(await within(dialog).findByText('The third set is over.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
