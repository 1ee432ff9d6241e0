import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TCurrentUser } from '@libero/shared/auth/current-user';
import { loadNamespaces } from '../../lib/i18n';
import { dismissAll, getNotifications } from '../../lib/notifications/notifications-store';
import { renderRoute } from '../../test/render-route';
import { Failure, listAnswer, stubServer, type ProxyAnswers } from '../../test/stub-server';
import { testUser } from '../../test/test-user';
import { AgentsPage } from './agents-page';

const SPAIN = 30;

const ROWS = [
  {
    no: 41,
    firstName: 'Lucía',
    lastName: 'Fernández',
    licenceNumber: 'ESP-AG-0042',
    federationCode: 'ESP',
    licenceValidUntil: '2030-12-31',
    status: 'active',
    languages: 'es en',
    playerCount: 3,
  },
  {
    no: 42,
    firstName: 'Marco',
    lastName: 'Conti',
    licenceNumber: 'ITA-17',
    federationCode: 'ITA',
    licenceValidUntil: '2024-06-30',
    status: 'expired',
    languages: 'it',
    playerCount: 0,
  },
];

const FEDERATIONS = [
  { no: 10, code: 'ITA', name: 'Federazione Italiana Pallavolo' },
  { no: SPAIN, code: 'ESP', name: 'Real Federación Española de Voleibol' },
];

const PERSONS = [{ no: 9001, firstName: 'Lucía', lastName: 'Fernández', federationCode: 'ESP' }];

/** The agents' list requests (not the federations' or persons' the page asks for too). */
const listRequests = (requests: string[]) => requests.filter((xml) => xml.includes('Type="GetPlayersAgentList"'));
const lastListRequest = (requests: string[]) => listRequests(requests).at(-1) ?? '';

function renderList({
  user = testUser('Administrator'),
  url = '/agents',
  proxy = {},
}: { user?: TCurrentUser; url?: string; proxy?: ProxyAnswers } = {}) {
  const server = stubServer(
    {
      GetPlayersAgentList: (xml) => listAnswer(xml, ROWS),
      GetPersonList: (xml) => listAnswer(xml, PERSONS),
      ...proxy,
    },
    {},
    { lists: { GetFederationList: FEDERATIONS } },
  );
  const rendered = renderRoute(<AgentsPage />, { path: '/agents', url, user, otherPaths: ['/agents/:no'] });
  return { ...rendered, ...server };
}

describe('the agents list', () => {
  beforeAll(async () => {
    await loadNamespaces(['agents', 'entity-form']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    dismissAll();
  });

  it('lists the agents: licence, federation, validity, status and languages by name, each linked to its agent', async () => {
    const { requests } = renderList();
    const table = await screen.findByRole('table', { name: "Players' agents" });
    const link = await within(table).findByRole('link', { name: 'Fernández' });
    expect(link.getAttribute('href')).toBe('/agents/41');
    const lucia = link.closest('tr') as HTMLElement;
    expect(within(lucia).getByText('ESP-AG-0042')).toBeTruthy();
    expect(within(lucia).getByText('ESP')).toBeTruthy();
    expect(within(lucia).getByText('31 Dec 2030')).toBeTruthy();
    expect(within(lucia).getByText('Active')).toBeTruthy();
    expect(within(lucia).getByText('Spanish, English')).toBeTruthy();
    const marco = within(table).getByRole('link', { name: 'Conti' }).closest('tr') as HTMLElement;
    expect(within(marco).getByText('Expired')).toBeTruthy();
    expect(within(marco).getByText('Italian')).toBeTruthy();
    expect(listRequests(requests)[0]).toBe(
      '<Request Type="GetPlayersAgentList" Properties="No LastName FirstName LicenceNumber FederationCode LicenceValidUntil Status Languages PlayerCount" Skip="0" Take="50"></Request>',
    );
  });

  it('filters by status, federation, the end of the licence and a search', async () => {
    const { user, requests } = renderList();
    await screen.findByRole('link', { name: 'Fernández' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Suspended');
    await waitFor(() => expect(lastListRequest(requests)).toContain('<Filter Statuses="suspended"/>'));
    const federation = screen.getByRole('combobox', { name: 'Federation' });
    await within(federation).findByRole('option', { name: 'ESP — Real Federación Española de Voleibol' });
    await user.selectOptions(federation, 'ESP — Real Federación Española de Voleibol');
    await user.type(screen.getByLabelText('Valid until, from'), '2026-01-01');
    await user.type(screen.getByLabelText('Valid until, to'), '2026-12-31');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'redline');
    await waitFor(() =>
      expect(lastListRequest(requests)).toContain(
        '<Filter Search="redline" Statuses="suspended" FederationCode="ESP" ValidFrom="2026-01-01" ValidTo="2026-12-31"/>',
      ),
    );
  });

  it('reads its filters from the address', async () => {
    const { requests } = renderList({ url: '/agents?status=expired&validTo=2025-06-30' });
    await screen.findByRole('link', { name: 'Fernández' });
    expect(listRequests(requests)[0]).toContain('<Filter Statuses="expired" ValidTo="2025-06-30"/>');
  });

  it('offers "New agent" to admins and federations, not to agents', async () => {
    renderList({ user: testUser('PlayerAgent', 41) });
    await screen.findByRole('link', { name: 'Fernández' });
    expect(screen.queryByRole('button', { name: 'New agent' })).toBeNull();
  });

  it('tells those who may not see agents so, and asks nothing of the server', async () => {
    const { requests } = renderList({ user: testUser('Player', 501) });
    expect(
      await screen.findByText("The players' agents are for administrators, federations and the agents themselves."),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(listRequests(requests)).toEqual([]);
  });

  it("lets a federation license an agent for itself, checking the licence's dates and languages as typed", async () => {
    const { user, requests, router } = renderList({
      user: testUser('Federation', SPAIN),
      proxy: { SavePlayersAgent: () => ({ data: { no: 43, version: 1 } }) },
    });
    await user.click(await screen.findByRole('button', { name: 'New agent' }));
    const dialog = await screen.findByRole('dialog', { name: "New players' agent" });
    const federation = within(dialog).getByRole('textbox', { name: 'Licensing federation' }) as HTMLInputElement;
    await waitFor(() => expect(federation.value).toBe('ESP — Real Federación Española de Voleibol'));
    expect(federation.readOnly).toBe(true);
    // Only admins suspend a licence.
    expect(within(dialog).queryByRole('checkbox', { name: 'Licence suspended' })).toBeNull();

    await user.type(within(dialog).getByRole('searchbox', { name: 'Person: find a person' }), 'Fern');
    const person = within(dialog).getByRole('combobox', { name: 'Person' });
    await within(person).findByRole('option', { name: 'Lucía Fernández — no. 9001, ESP' });
    await user.selectOptions(person, 'Lucía Fernández — no. 9001, ESP');
    await user.type(within(dialog).getByLabelText('Licence number'), 'ESP-AG-0043');
    await user.type(within(dialog).getByLabelText('Licence issued on'), '2026-01-10');
    await user.type(within(dialog).getByLabelText('Licence valid until'), '2025-12-31');
    expect(await within(dialog).findByText('The licence cannot end before it was issued.')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Licence valid until'));
    await user.type(within(dialog).getByLabelText('Licence valid until'), '2028-12-31');
    await waitFor(() => expect(within(dialog).queryByText('The licence cannot end before it was issued.')).toBeNull());
    const languages = within(dialog).getByLabelText('Languages');
    await user.type(languages, 'ES qq');
    expect(
      await within(dialog).findByText('Not a language code: qq. Use ISO 639-1 codes, such as en, fr or es.'),
    ).toBeTruthy();
    await user.clear(languages);
    await user.type(languages, 'ES pt');
    expect(await within(dialog).findByText('Reads as: Spanish, Portuguese.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Business e-mail'), 'lucia@example');
    expect(await within(dialog).findByText(/valid e-mail/i)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Business e-mail'), '.org');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/agents/43'));
    const saved = requests.find((xml) => xml.includes('Type="SavePlayersAgent"')) ?? '';
    expect(saved).toContain('NoPerson="9001"');
    expect(saved).toContain(`NoFederation="${SPAIN}"`);
    expect(saved).toContain('LicenceNumber="ESP-AG-0043"');
    expect(saved).toContain('LicenceIssuedOn="2026-01-10"');
    expect(saved).toContain('LicenceValidUntil="2028-12-31"');
    expect(saved).toContain('Languages="es pt"');
    expect(saved).not.toContain('Suspended');
    expect(getNotifications().map((n) => n.message)).toContain('The agent is registered.');
  });

  it("shows the server's refusal on the field it names", async () => {
    const { user } = renderList({
      proxy: {
        SavePlayersAgent: () =>
          new Failure(422, {
            errors: [
              { code: 'InvalidData', status: '422', message: 'This licence number is taken.', detail: 'LicenceNumber' },
            ],
          }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'New agent' }));
    const dialog = await screen.findByRole('dialog', { name: "New players' agent" });
    // An admin chooses the federation, and may suspend.
    expect(within(dialog).getByRole('checkbox', { name: 'Licence suspended' })).toBeTruthy();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Person: find a person' }), 'Fern');
    const person = within(dialog).getByRole('combobox', { name: 'Person' });
    await within(person).findByRole('option', { name: 'Lucía Fernández — no. 9001, ESP' });
    await user.selectOptions(person, 'Lucía Fernández — no. 9001, ESP');
    const federation = within(dialog).getByRole('combobox', { name: 'Licensing federation' });
    await within(federation).findByRole('option', { name: 'ESP — Real Federación Española de Voleibol' });
    await user.selectOptions(federation, 'ESP — Real Federación Española de Voleibol');
    await user.type(within(dialog).getByLabelText('Licence number'), 'ESP-AG-0042');
    await user.type(within(dialog).getByLabelText('Licence issued on'), '2026-01-10');
    await user.type(within(dialog).getByLabelText('Licence valid until'), '2028-12-31');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Licence suspended' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // A suspension says why.
    expect(await within(dialog).findByText('Say why the licence is suspended.')).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Licence suspended' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This licence number is taken.')).toBeTruthy();
    const licence = within(dialog).getByLabelText('Licence number');
    expect(licence.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(licence.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'This licence number is taken.',
    );
  });
});
