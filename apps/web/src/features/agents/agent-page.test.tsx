import { afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TCurrentUser } from '@libero/shared/auth/current-user';
import { loadNamespaces } from '../../lib/i18n';
import { dismissAll, getNotifications } from '../../lib/notifications/notifications-store';
import { renderRoute } from '../../test/render-route';
import { apiFailure, listAnswer, stubServer, type ProxyAnswers, type RestAnswers } from '../../test/stub-server';
import { testUser } from '../../test/test-user';
import { AgentPage } from './agent-page';
import type { AgentRecord, Representation } from './agents-api';

const SPAIN = 30;

/** Lucía Fernández, licensed by Spain, represents Paola Rossi today; she represented Ana Silva; Mei Tanaka is to come. */
const AGENT: AgentRecord = {
  no: 41,
  noPerson: 9001,
  firstName: 'Lucía',
  lastName: 'Fernández',
  name: 'Lucía Fernández',
  nationalityCode: 'ES',
  licenceNumber: 'ESP-AG-0042',
  noFederation: SPAIN,
  federationCode: 'ESP',
  federationName: 'Real Federación Española de Voleibol',
  licenceIssuedOn: '2024-01-15',
  licenceValidUntil: '2030-12-31',
  suspended: 0,
  suspensionReason: null,
  status: 'active',
  languages: 'es en',
  agency: 'Red Line Sports',
  email: 'lucia@redline.example',
  phone: '+34 600 123 456',
  playerCount: 1,
  version: 7,
};

const REPRESENTATIONS: Representation[] = [
  {
    no: 21,
    noAgent: 41,
    noPlayer: 501,
    playerName: 'Paola Rossi',
    playerFederationCode: 'ITA',
    startDate: '2025-01-01',
    endDate: null,
    current: 1,
    documentFileName: 'rossi-contract.pdf',
    version: 3,
  },
  {
    no: 22,
    noAgent: 41,
    noPlayer: 502,
    playerName: 'Ana Silva',
    playerFederationCode: 'BRA',
    startDate: '2022-01-01',
    endDate: '2023-12-31',
    current: 0,
    documentFileName: null,
    version: 2,
  },
  {
    no: 23,
    noAgent: 41,
    noPlayer: 503,
    playerName: 'Mei Tanaka',
    playerFederationCode: 'JPN',
    startDate: '2099-07-01',
    endDate: null,
    current: 0,
    documentFileName: null,
    version: 1,
  },
];

const PLAYERS = [{ no: 504, firstName: 'Giulia', lastName: 'Neri', federationCode: 'ITA', noFederation: 10 }];

function renderPage(
  user: TCurrentUser,
  { agent = AGENT, proxy = {}, rest = {} }: { agent?: AgentRecord; proxy?: ProxyAnswers; rest?: RestAnswers } = {},
) {
  const server = stubServer(
    {
      GetPlayersAgent: () => ({ data: agent }),
      GetAgentRepresentationList: (xml) => listAnswer(xml, REPRESENTATIONS),
      GetPlayerList: (xml) => listAnswer(xml, PLAYERS),
      SavePlayersAgent: () => ({ data: { no: 41, version: 8 } }),
      SaveAgentRepresentation: () => ({ data: { no: 31, version: 1 } }),
      DeleteAgentRepresentation: () => ({ data: null }),
      ...proxy,
    },
    rest,
    { lists: { GetFederationList: [{ no: SPAIN, code: 'ESP', name: 'Real Federación Española de Voleibol' }] } },
  );
  const rendered = renderRoute(<AgentPage />, { path: '/agents/:no', url: '/agents/41', user });
  return { ...rendered, ...server };
}

const saves = (requests: string[], type: string) => requests.filter((xml) => xml.includes(`Type="${type}"`));
const messages = () => getNotifications().map((notification) => notification.message);

/**
 * The multipart form sent to `path` (happy-dom cannot read a form back): the version, then the
 * file, as the server reads them.
 */
async function uploadedForm(path: string) {
  const [request] = requestsTo('PUT', path);
  const text = request ? await request.clone().text() : '';
  const version = /name="version"\r?\n\r?\n(\d+)/.exec(text)?.[1];
  const file = /name="file"; filename="([^"]+)"/.exec(text)?.[1];
  return { version, file, versionFirst: text.indexOf('name="version"') < text.indexOf('name="file"') };
}

/** The requests sent with `method` to `path`. */
function requestsTo(method: string, path: string): Request[] {
  return (globalThis.fetch as Mock).mock.calls
    .map(([request]) => request as Request)
    .filter((request) => request.method === method && new URL(request.url).pathname === path);
}

describe("an agent's page", () => {
  beforeAll(async () => {
    await loadNamespaces(['agents', 'entity-form']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    dismissAll();
  });

  it('shows the licence, the details with the languages by name, and the players represented', async () => {
    renderPage(testUser('Federation', SPAIN));
    const summary = await screen.findByRole('region', { name: 'Agent summary' });
    expect(within(summary).getByText('Lucía Fernández')).toBeTruthy();
    expect(within(summary).getByText('Active')).toBeTruthy();
    expect(within(summary).getByText('ESP-AG-0042')).toBeTruthy();
    expect(within(summary).getByText('ESP — Real Federación Española de Voleibol')).toBeTruthy();
    expect(within(summary).getByText('31 Dec 2030')).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Spanish, English')).toBeTruthy();
    expect(within(details).getByText('Red Line Sports')).toBeTruthy();
    expect(within(details).getByRole('link', { name: 'lucia@redline.example' }).getAttribute('href')).toBe(
      'mailto:lucia@redline.example',
    );
    expect(within(details).queryByText('Reason for the suspension')).toBeNull();

    const list = await screen.findByRole('list', { name: 'Represented players' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const [rossi, silva, tanaka] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(rossi).getByRole('link', { name: 'Paola Rossi' }).getAttribute('href')).toBe('/players/501');
    expect(within(rossi).getByText('(ITA)')).toBeTruthy();
    expect(within(rossi).getByText('From 1 Jan 2025, with no end date')).toBeTruthy();
    expect(within(rossi).getByText('Current')).toBeTruthy();
    expect(
      within(rossi)
        .getByRole('link', { name: 'Download the contract of Paola Rossi (rossi-contract.pdf)' })
        .getAttribute('href'),
    ).toBe('/api/agent-representations/21/document');
    expect(within(silva).getByText('From 1 Jan 2022 to 31 Dec 2023')).toBeTruthy();
    expect(within(silva).getByText('Ended')).toBeTruthy();
    expect(within(silva).getByText('No signed contract uploaded')).toBeTruthy();
    expect(within(tanaka).getByText('Future')).toBeTruthy();
    // The licensing federation keeps the licence, not the contracts.
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add player' })).toBeNull();
    expect(within(rossi).queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it("shows a suspended agent's reason, and offers another federation no edit", async () => {
    renderPage(testUser('Federation', 10), {
      agent: { ...AGENT, suspended: 1, status: 'suspended', suspensionReason: 'Unpaid licence fee.' },
    });
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(within(details).getByText('Unpaid licence fee.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Agent summary' })).getByText('Suspended')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('lets the agent change only their languages, agency and contact', async () => {
    const { user, requests } = renderPage(testUser('PlayerAgent', 41));
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit my details' });
    const textboxes = within(dialog)
      .getAllByRole('textbox')
      .map((box) => box.getAttribute('name'));
    expect(textboxes).toEqual(['Languages', 'Agency', 'Email', 'Phone']);
    expect(within(dialog).queryByLabelText('Licence number')).toBeNull();
    expect(within(dialog).queryByLabelText('Licence valid until')).toBeNull();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect(within(dialog).getByText('Reads as: Spanish, English.')).toBeTruthy();

    const languages = within(dialog).getByLabelText('Languages');
    await user.clear(languages);
    await user.type(languages, 'es en pt');
    expect(await within(dialog).findByText('Reads as: Spanish, English, Portuguese.')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Agency'));
    await user.type(within(dialog).getByLabelText('Agency'), 'Red Line Sports Management');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saves(requests, 'SavePlayersAgent')).toHaveLength(1));
    // Only what changed, at the version read.
    expect(saves(requests, 'SavePlayersAgent')[0]).toBe(
      '<Request Type="SavePlayersAgent"><PlayersAgent No="41" Version="7" Languages="es en pt" Agency="Red Line Sports Management"/></Request>',
    );
    await waitFor(() => expect(messages()).toContain("The agent's details are saved."));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets an admin suspend the licence, saying why', async () => {
    const { user, requests } = renderPage(testUser('Administrator'));
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lucía Fernández' });
    expect(within(dialog).getByLabelText('Licence number')).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Licence suspended' }));
    await user.type(within(dialog).getByLabelText('Reason for the suspension'), 'Unpaid licence fee.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves(requests, 'SavePlayersAgent')).toHaveLength(1));
    const saved = saves(requests, 'SavePlayersAgent')[0];
    expect(saved).toContain('Suspended=');
    expect(saved).toContain('SuspensionReason="Unpaid licence fee."');
    expect(saved).not.toContain('LicenceNumber');
  });

  it('lets the agent add a player: the contract saved, then its document uploaded with the version saved', async () => {
    const { user, requests } = renderPage(testUser('PlayerAgent', 41), {
      rest: {
        'PUT /api/agent-representations/31/document': () => ({
          no: 31,
          version: 2,
          documentFileName: 'neri-contract.pdf',
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add player' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a represented player' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Player' }), 'Neri');
    const row = await within(dialog).findByRole('row', { name: 'Giulia Neri, no. 504' });
    row.focus();
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText('Selected:')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Start date'), '2026-07-01');
    await user.type(within(dialog).getByLabelText('End date'), '2026-06-30');
    expect(await within(dialog).findByText('The representation cannot end before it starts.')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('End date'));
    await user.type(within(dialog).getByLabelText('End date'), '2028-06-30');
    const file = new File(['%PDF-1.7'], 'neri-contract.pdf', { type: 'application/pdf' });
    await user.upload(within(dialog).getByLabelText('Signed contract (optional)'), file);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saves(requests, 'SaveAgentRepresentation')).toHaveLength(1));
    expect(saves(requests, 'SaveAgentRepresentation')[0]).toBe(
      '<Request Type="SaveAgentRepresentation"><AgentRepresentation NoAgent="41" NoPlayer="504" StartDate="2026-07-01" EndDate="2028-06-30"/></Request>',
    );
    await waitFor(() => expect(requestsTo('PUT', '/api/agent-representations/31/document')).toHaveLength(1));
    expect(await uploadedForm('/api/agent-representations/31/document')).toEqual({
      version: '1',
      file: 'neri-contract.pdf',
      versionFirst: true,
    });
    await waitFor(() =>
      expect(messages()).toEqual(
        expect.arrayContaining(['Giulia Neri is now represented by this agent.', 'The signed contract is uploaded.']),
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's refusal when the player already has an agent on these dates, and keeps the dialog", async () => {
    const { user, requests } = renderPage(testUser('Administrator'), {
      proxy: {
        SaveAgentRepresentation: () =>
          apiFailure(
            'PlayerHasAgent',
            409,
            'The player already has an agent on some of these dates: a player has one agent at a time.',
          ),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add player' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a represented player' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Player' }), 'Neri');
    await user.dblClick(await within(dialog).findByRole('row', { name: 'Giulia Neri, no. 504' }));
    await user.type(within(dialog).getByLabelText('Start date'), '2026-07-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await within(dialog).findByText(
        'The player already has an agent on some of these dates: a player has one agent at a time.',
      ),
    ).toBeTruthy();
    expect(saves(requests, 'SaveAgentRepresentation')[0]).toBe(
      '<Request Type="SaveAgentRepresentation"><AgentRepresentation NoAgent="41" NoPlayer="504" StartDate="2026-07-01"/></Request>',
    );
    expect(screen.getByRole('dialog', { name: 'Add a represented player' })).toBeTruthy();
    expect(messages()).not.toContain('Giulia Neri is now represented by this agent.');
  });

  it('offers no new player while the licence is not active', async () => {
    renderPage(testUser('PlayerAgent', 41), { agent: { ...AGENT, status: 'expired' } });
    expect(
      await screen.findByText('The licence is suspended or expired: no player can be added until it is active again.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add player' })).toBeNull();
  });

  it("changes a contract's dates, and deletes one once confirmed", async () => {
    const { user, requests } = renderPage(testUser('PlayerAgent', 41));
    await user.click(await screen.findByRole('button', { name: 'Edit the dates of Paola Rossi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dates of the representation of Paola Rossi' });
    expect((within(dialog).getByLabelText('Start date') as HTMLInputElement).value).toBe('2025-01-01');
    await user.type(within(dialog).getByLabelText('End date'), '2026-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saves(requests, 'SaveAgentRepresentation')).toEqual([
        '<Request Type="SaveAgentRepresentation"><AgentRepresentation No="21" Version="3" EndDate="2026-12-31"/></Request>',
      ]),
    );
    await waitFor(() => expect(messages()).toContain("The representation's dates are saved."));

    await user.click(screen.getByRole('button', { name: 'Delete the representation of Ana Silva' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this representation?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(saves(requests, 'DeleteAgentRepresentation')).toEqual([
        '<Request Type="DeleteAgentRepresentation" No="22" Version="2"></Request>',
      ]),
    );
    await waitFor(() => expect(messages()).toContain('The representation is deleted.'));
  });

  it("replaces a contract's document at the version shown", async () => {
    const { user } = renderPage(testUser('Administrator'), {
      rest: {
        'PUT /api/agent-representations/21/document': () => ({
          no: 21,
          version: 4,
          documentFileName: 'rossi-2.pdf',
        }),
      },
    });
    const file = new File(['%PDF-1.7'], 'rossi-2.pdf', { type: 'application/pdf' });
    await screen.findByRole('button', { name: 'Replace the signed contract of Paola Rossi' });
    const [input] = screen.getAllByLabelText('Replace the signed contract of Paola Rossi', { selector: 'input' });
    await user.upload(input!, file);
    await waitFor(() => expect(requestsTo('PUT', '/api/agent-representations/21/document')).toHaveLength(1));
    expect(await uploadedForm('/api/agent-representations/21/document')).toEqual({
      version: '3',
      file: 'rossi-2.pdf',
      versionFirst: true,
    });
    await waitFor(() => expect(messages()).toContain('The signed contract is uploaded.'));
  });
});
