import { afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TAuditTrail } from '@libero/shared/audit/audit-trail';
import { loadNamespaces } from '../../lib/i18n';
import { renderRoute } from '../../test/render-route';
import { apiFailure, stubServer } from '../../test/stub-server';
import { testUser } from '../../test/test-user';
import { AuditPage } from './audit-page';

const TRAIL: TAuditTrail = {
  data: [
    {
      id: 12,
      at: '2025-11-03T09:30:00.000Z',
      environment: 'production',
      action: 'save',
      entity: 'Federation',
      entityNo: '101',
      actor: { no: 5, username: 'federation' },
      impersonator: null,
      ip: '10.0.0.7',
      changes: [
        { field: 'Phone', before: '+254 20 555 0100', after: '+254 20 555 0199' },
        { field: 'Website', before: null, after: 'https://kenyavolleyball.example' },
      ],
    },
    {
      id: 11,
      at: '2025-11-03T09:00:00.000Z',
      environment: 'production',
      action: 'login',
      entity: 'User',
      entityNo: '7',
      actor: { no: 7, username: 'player' },
      impersonator: { no: 3, username: 'administrator' },
      ip: '10.0.0.8',
      changes: [],
    },
  ],
  nbItems: 120,
};

/** The query strings of the calls to `path`, in order. */
function searchesOf(path: string): URLSearchParams[] {
  return (globalThis.fetch as Mock).mock.calls
    .map(([request]) => new URL((request as Request).url))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);
}
const lastSearch = (path = '/api/admin/audit') => Object.fromEntries(searchesOf(path).at(-1) ?? []);

function renderAudit(
  url = '/admin/audit',
  options: { user?: ReturnType<typeof testUser>; answer?: () => unknown } = {},
) {
  const server = stubServer({}, { '/api/admin/audit': options.answer ?? (() => TRAIL) });
  const rendered = renderRoute(<AuditPage />, {
    path: '/admin/audit',
    url,
    ...(options.user ? { user: options.user } : {}),
  });
  return { ...rendered, ...server };
}

const table = () => screen.findByRole('table', { name: 'Audit trail' });
const rowOf = async (text: string) => (await within(await table()).findByText(text)).closest('tr') as HTMLElement;

describe('AuditPage', () => {
  beforeAll(async () => {
    await loadNamespaces(['admin', 'bodies', 'people', 'players', 'transfers']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('lists the entries newest first: when, who (and who really), what, on which record', async () => {
    renderAudit();
    const save = await rowOf('federation');
    expect(within(save).getByText('Save')).toBeTruthy();
    expect(within(save).getByText('Federation')).toBeTruthy();
    expect(within(save).getByText('101')).toBeTruthy();
    expect(within(save).getByText('2 fields')).toBeTruthy();
    expect(save.querySelector('time')?.getAttribute('datetime')).toBe('2025-11-03T09:30:00.000Z');
    const login = await rowOf('player');
    expect(within(login).getByText('Sign-in')).toBeTruthy();
    expect(within(login).getByText('by administrator')).toBeTruthy();
    // Nothing to show for a sign-in.
    expect(within(login).queryByRole('button')).toBeNull();
    expect(screen.getAllByText('1–50 of 120')).toHaveLength(2);
    expect(lastSearch()).toEqual({ skip: '0', take: '50' });
  });

  it('opens an entry on the fields it changed, before and after, and closes it', async () => {
    const { user } = renderAudit();
    const toggle = within(await rowOf('federation')).getByRole('button', { name: 'Show the changes of entry 12' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    const changes = screen.getByRole('table', { name: 'Changes recorded by entry 12' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(toggle);
    expect(toggle.getAttribute('aria-label')).toBe('Hide the changes of entry 12');
    expect(toggle.getAttribute('aria-controls')).toBe(changes.id);
    expect(
      within(changes)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Field', 'Before', 'After']);
    const phone = within(changes).getByRole('rowheader', { name: /Phone/ }).closest('tr') as HTMLElement;
    expect(
      within(phone)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['+254 20 555 0100', '+254 20 555 0199']);
    const website = within(changes)
      .getByRole('rowheader', { name: /Website/ })
      .closest('tr') as HTMLElement;
    expect(
      within(website)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['(empty)', 'https://kenyavolleyball.example']);
    await user.click(toggle);
    expect(screen.queryByRole('table', { name: 'Changes recorded by entry 12' })).toBeNull();
  });

  it('filters by user, entity, action and days, back on the first page', async () => {
    const { user, router } = renderAudit('/admin/audit?page=2');
    await table();
    expect(lastSearch()).toEqual({ skip: '50', take: '50' });
    await user.type(screen.getByRole('searchbox', { name: 'User' }), 'Federation');
    await waitFor(() => expect(lastSearch()).toEqual({ user: 'Federation', skip: '0', take: '50' }));
    await user.selectOptions(screen.getByLabelText('Entity'), 'Federation');
    await user.selectOptions(screen.getByLabelText('Action'), 'Save');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-11-30' } });
    await waitFor(() =>
      expect(lastSearch()).toEqual({
        user: 'Federation',
        entity: 'Federation',
        action: 'save',
        from: '2025-11-01',
        to: '2025-11-30',
        skip: '0',
        take: '50',
      }),
    );
    expect(router.state.location.search).toBe(
      '?user=Federation&entity=Federation&action=save&from=2025-11-01&to=2025-11-30',
    );
  });

  it('reads its filters and page from the address', async () => {
    renderAudit('/admin/audit?entity=Federation&entityNo=101&from=2025-11-01&page=3&size=25');
    await table();
    expect(lastSearch()).toEqual({ entity: 'Federation', entityNo: '101', from: '2025-11-01', skip: '50', take: '25' });
    expect((screen.getByLabelText('Entity') as HTMLSelectElement).value).toBe('Federation');
    expect((screen.getByRole('searchbox', { name: 'Record no.' }) as HTMLInputElement).value).toBe('101');
  });

  it('exports the filtered entries as CSV', async () => {
    const { user } = renderAudit('/admin/audit?user=federation&entity=Federation');
    await table();
    const stubbed = globalThis.fetch as Mock;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) =>
        new URL(request.url).pathname === '/api/admin/audit/export'
          ? new Response('id,at\n12,2025-11-03T09:30:00.000Z\n', {
              headers: {
                'content-type': 'text/csv',
                'content-disposition': 'attachment; filename="audit-production.csv"',
              },
            })
          : stubbed(request),
      ),
    );
    const createObjectURL = vi.fn(() => 'blob:audit');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Export as CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(lastSearch('/api/admin/audit/export')).toEqual({ user: 'federation', entity: 'Federation', format: 'csv' });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('audit-production.csv');
  });

  it('tells a user who is not an admin that the page is not for them, asking nothing', async () => {
    const { paths } = renderAudit('/admin/audit', { user: testUser('Federation', 101) });
    expect(await screen.findByText('Only administrators and supervisors can open this page.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(paths).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    renderAudit('/admin/audit', { answer: () => apiFailure('AccessDenied', 403, 'You are not allowed to do this.') });
    const alert = await within(await table()).findByRole('alert');
    expect(alert.textContent).toBe('You are not allowed to do this.');
  });
});
