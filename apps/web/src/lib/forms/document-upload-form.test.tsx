import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActionOutcome, DossierAction } from '../dossier-action';
import { DossierDocumentUpload } from './document-upload-form';

const LABELS = {
  form: 'Upload a document',
  kind: 'Kind',
  chooseKind: 'Choose a kind',
  file: 'File',
  fileHint: 'PDF or image.',
  fileRequired: 'Choose a file.',
  submit: 'Upload',
  uploading: 'Uploading…',
};

async function upload(outcome: ActionOutcome) {
  const runs: DossierAction<string>[] = [];
  const action = {
    pending: false,
    run: vi.fn(async (asked: DossierAction<string>) => {
      runs.push(asked);
      await asked.run();
      return outcome;
    }),
  };
  const send = vi.fn(async () => 'the dossier');
  const user = userEvent.setup();
  render(
    <DossierDocumentUpload
      kinds={[{ value: 'contract', label: 'Contract' }]}
      labels={LABELS}
      action={action}
      send={send}
      doneText={(name) => `${name} is stored.`}
    />,
  );
  const file = new File(['%PDF'], 'contract.pdf', { type: 'application/pdf' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'contract');
  await user.upload(screen.getByLabelText('File'), file);
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  await waitFor(() => expect(send).toHaveBeenCalledWith('contract', file));
  return runs;
}

describe('DossierDocumentUpload', () => {
  it("sends the file as the page's upload action, then stands a fresh form", async () => {
    const runs = await upload({ done: true });
    expect(runs.map(({ id, done }) => ({ id, done }))).toEqual([{ id: 'upload', done: 'contract.pdf is stored.' }]);
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Kind' }) as HTMLSelectElement).value).toBe(''));
  });

  it('keeps what was chosen when the upload is refused', async () => {
    await upload({ done: false, error: new Error('refused') });
    expect((screen.getByRole('combobox', { name: 'Kind' }) as HTMLSelectElement).value).toBe('contract');
  });
});
