import { afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { loadNamespaces } from '../../../lib/i18n';
import { dismissAll, getNotifications } from '../../../lib/notifications/notifications-store';
import { renderRoute } from '../../../test/render-route';
import { Failure, stubServer, type RestAnswers } from '../../../test/stub-server';
import { testUser } from '../../../test/test-user';
import { ProjectPage } from './project-page';
import { invoice, multipartFields, projectDossier } from './project-test-data';

const UPLOAD_PATH = '/api/empowerment/invoices/21/upload';
const needsUpload = invoice({ reference: 'INV-1', canEdit: true, steps: ['upload'] });
const inReview = invoice({
  version: 3,
  status: 1,
  reference: 'INV-1',
  amountMinor: 125_050,
  document: { no: 8, kind: 'invoice', fileName: 'inv-1.pdf', sizeBytes: 5, uploadedAt: '2026-03-02T08:00:00Z' },
});

function renderPage(rest: RestAnswers) {
  const server = stubServer(
    {},
    { 'GET /api/empowerment/projects/3': () => projectDossier({ invoices: [needsUpload] }), ...rest },
  );
  const rendered = renderRoute(<ProjectPage />, {
    path: '/empowerment/projects/:no',
    url: '/empowerment/projects/3',
    user: { ...testUser('Federation', 40), federationEmpowerment: true },
  });
  return { ...rendered, ...server };
}

const uploads = () =>
  (globalThis.fetch as Mock).mock.calls
    .map(([request]) => request as Request)
    .filter((request) => request.method === 'POST' && new URL(request.url).pathname === UPLOAD_PATH);

async function openDialog(user: ReturnType<typeof renderPage>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Upload invoice' }));
  return screen.findByRole('dialog', { name: 'Upload the invoice' });
}

describe('the invoice upload', () => {
  beforeAll(async () => {
    await loadNamespaces(['projects', 'empowerment']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    dismissAll();
  });

  it('prefills the invoice, requires its document, and sends the fields then the file', async () => {
    const { user } = renderPage({ [`POST ${UPLOAD_PATH}`]: () => projectDossier({ invoices: [inReview] }) });
    const dialog = await openDialog(user);
    expect((within(dialog).getByRole('textbox', { name: 'Description' }) as HTMLInputElement).value).toBe(
      'Coach travel',
    );
    expect((within(dialog).getByRole('textbox', { name: 'Invoice number' }) as HTMLInputElement).value).toBe('INV-1');
    const amount = within(dialog).getByRole('textbox', { name: 'Amount (USD)' }) as HTMLInputElement;
    expect(amount.value).toBe('1250.00');

    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText("Choose the invoice's document.")).toBeTruthy();
    expect(uploads()).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '1250.5');
    await user.upload(
      within(dialog).getByLabelText('Invoice document'),
      new File(['%PDF-'], 'inv-1.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload the invoice' })).toBeNull());

    const [request] = uploads();
    expect(await multipartFields(request as Request)).toEqual([
      ['version', '2'],
      ['description', 'Coach travel'],
      ['reference', 'INV-1'],
      ['issuedOn', ''],
      ['amountMinor', '125050'],
      ['file', 'inv-1.pdf'],
    ]);
    expect(getNotifications().map((n) => n.message)).toContain(
      'The invoice "Coach travel" has been uploaded: it is in review.',
    );
    // In review: its document is there, and it can no longer be changed.
    const row = screen.getByRole('link', { name: 'inv-1.pdf' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('In Review')).toBeTruthy();
    expect(within(row).getByText('USD 1,250.50')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Upload invoice' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('shows a refusal of a field under it and keeps the dialog open', async () => {
    const refusal = { code: 'InvalidData', status: '422', message: 'Above the budget line.', detail: 'amountMinor' };
    const { user } = renderPage({ [`POST ${UPLOAD_PATH}`]: () => new Failure(422, { errors: [refusal] }) });
    const dialog = await openDialog(user);
    await user.upload(
      within(dialog).getByLabelText('Invoice document'),
      new File(['%PDF-'], 'inv-1.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    const amount = within(dialog).getByRole('textbox', { name: 'Amount (USD)' });
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Above the budget line.')).toBeTruthy();
    expect(getNotifications()).toHaveLength(0);
  });
});
