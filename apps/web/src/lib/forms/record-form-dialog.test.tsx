import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { useValidatedForm } from '../form';
import { rememberApiErrorBody } from '../http';
import { dismissAll, getNotifications } from '../notifications/notifications-store';
import { TextField } from '../../ui/text-field';
import { RecordFormDialog, type RecordFormDialogProps } from './record-form-dialog';

const ZName = z.object({ Name: z.string() });
type NameValues = z.infer<typeof ZName>;

/** A refusal as the server words it: `detail` names the field, when it names one. */
function refusal(code: string, message: string, detail?: string): Error {
  const error = new Error(message);
  rememberApiErrorBody(error, { errors: [{ code, status: '422', message, ...(detail ? { detail } : {}) }] });
  return error;
}

type Props = Partial<Omit<RecordFormDialogProps<NameValues>, 'form'>>;

function NameDialog(props: Props) {
  const form = useValidatedForm(ZName, { Name: 'Ariake' });
  return (
    <RecordFormDialog
      form={form}
      onSave={async () => {}}
      refusable={{ fields: ['Name'], codeFields: { Duplicate: 'Name' } }}
      onClose={() => {}}
      title="A hall"
      {...props}
    >
      <TextField label="Name" error={form.formState.errors.Name?.message} {...form.register('Name')} />
    </RecordFormDialog>
  );
}

async function submit(props: Props) {
  const user = userEvent.setup();
  render(<NameDialog {...props} />);
  const dialog = screen.getByRole('dialog', { name: 'A hall' });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return dialog;
}

describe('a record form dialog', () => {
  afterEach(() => dismissAll());

  it('saves what was typed, shows its notice and closes', async () => {
    const onSave = vi.fn(async () => {});
    const onClose = vi.fn();
    await submit({ onSave, onClose, savedNotice: { kind: 'hall-saved', message: 'Saved.' } });
    expect(onSave).toHaveBeenCalledWith({ Name: 'Ariake' });
    expect(onClose).toHaveBeenCalledOnce();
    expect(getNotifications().map((notice) => [notice.kind, notice.tone, notice.message])).toEqual([
      ['hall-saved', 'success', 'Saved.'],
    ]);
  });

  it('stays open, with no notice, when the save saved nothing', async () => {
    const onClose = vi.fn();
    await submit({ onSave: async () => false, onClose, savedNotice: { kind: 'hall-saved', message: 'Saved.' } });
    expect(onClose).not.toHaveBeenCalled();
    expect(getNotifications()).toEqual([]);
  });

  it('shows a refusal on the field its code is about', async () => {
    const onClose = vi.fn();
    const dialog = await submit({
      onSave: () => Promise.reject(refusal('Duplicate', 'That name is taken.')),
      onClose,
    });
    expect(await within(dialog).findByText('That name is taken.')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a refusal no field is about above the buttons', async () => {
    const dialog = await submit({
      onSave: () => Promise.reject(refusal('NotAuthenticated', 'You are not signed in.')),
    });
    expect(await within(dialog).findByText('You are not signed in.')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).not.toBe('true');
  });
});
