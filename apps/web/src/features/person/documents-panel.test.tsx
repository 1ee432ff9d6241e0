import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { loadNamespaces } from '../../lib/i18n';
import { dismissAll, getNotifications } from '../../lib/notifications/notifications-store';
import { DocumentsPanel } from './documents-panel';

const PASSPORT = {
  no: 3,
  kind: 'passport',
  fileName: 'passport.pdf',
  contentType: 'application/pdf',
  sizeBytes: 250_000,
  createdAt: '2026-03-02T10:00:00.000Z',
  version: 12,
};

type Call = { method: string; path: string; body: FormData | null };

/** happy-dom would really fetch: the server is played here, its documents removed by DELETE. */
function stubServer(documents: unknown[]) {
  const calls: Call[] = [];
  let kept = documents;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const body = request.method === 'POST' ? await request.formData() : null;
      calls.push({ method: request.method, path: url.pathname + url.search, body });
      if (request.method === 'DELETE') {
        kept = [];
        return new Response(null, { status: 204 });
      }
      if (request.method === 'GET') return Response.json({ data: kept });
      throw new Error(`No answer for ${request.method} ${url.pathname}`);
    }),
  );
  return calls;
}

function renderPanel(canEdit = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DocumentsPanel personNo={7} canEdit={canEdit} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('DocumentsPanel', () => {
  beforeAll(async () => {
    await loadNamespaces(['documents']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    dismissAll();
  });

  it('says when the person has no documents, and offers no upload to those who may not keep them', async () => {
    const calls = stubServer([]);
    renderPanel(false);
    expect(await screen.findByText('No documents')).toBeTruthy();
    expect(calls).toEqual([{ method: 'GET', path: '/people/7/documents', body: null }]);
    expect(screen.queryByRole('form', { name: 'Add a document' })).toBeNull();
  });

  it('lists each document with a download link', async () => {
    stubServer([PASSPORT]);
    renderPanel(false);
    const link = await screen.findByRole('link', { name: 'passport.pdf' });
    expect(link.getAttribute('href')).toBe('/documents/3');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Passport scan')).toBeTruthy();
    expect(within(row).getByText('244.1 kB')).toBeTruthy();
    expect(within(row).getByText('2 Mar 2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete passport.pdf' })).toBeNull();
  });

  it('asks for confirmation before deleting, and deletes only once confirmed', async () => {
    const calls = stubServer([PASSPORT]);
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Delete passport.pdf' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this document?' });
    expect(within(dialog).getByText(/You are about to delete passport\.pdf/)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete passport.pdf' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No documents')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/documents/3?version=12',
    ]);
    expect(getNotifications().map((n) => n.message)).toContain('The document has been deleted.');
  });

  it('checks the file before sending it, then uploads the kind and the file', async () => {
    const calls = stubServer([]);
    const user = userEvent.setup({ applyAccept: false });
    renderPanel();
    const fileInput = await screen.findByLabelText('File');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText('Choose the kind of document.')).toBeTruthy();
    expect(screen.getByText('Choose a file.')).toBeTruthy();

    await user.upload(fileInput, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText('Only PDF, JPEG, PNG and WebP files are accepted.')).toBeTruthy();
    expect(fileInput.getAttribute('aria-invalid')).toBe('true');
    const huge = new File(['%PDF-'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(fileInput, huge);
    expect(screen.getByText('This file is larger than 10 MB.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.selectOptions(screen.getByLabelText('Kind'), 'photo');
    await user.upload(fileInput, new File(['\x89PNG'], 'me.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/people/7/documents');
    expect([...(post?.body?.keys() ?? [])]).toEqual(['kind', 'file']);
    expect(post?.body?.get('kind')).toBe('photo');
  });
});
