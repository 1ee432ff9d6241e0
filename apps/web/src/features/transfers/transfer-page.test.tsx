import { afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TTransferDossier } from '@libero/shared/transfers/transfer-api';
import { loadNamespaces } from '../../lib/i18n';
import { dismissAll, getNotifications } from '../../lib/notifications/notifications-store';
import { renderRoute } from '../../test/render-route';
import { apiFailure, listAnswer, stubServer, type RestAnswers } from '../../test/stub-server';
import { NO_ACTIONS, testDossier } from './transfer-test-data';
import { TransferPage } from './transfer-page';

const CLUBS = [
  { no: 100, name: 'Volley Roma', city: 'Rome', noFederation: 10 },
  { no: 101, name: 'Roma Volley Club', city: 'Rome', noFederation: 10 },
  { no: 200, name: 'Lyon VB', city: 'Lyon', noFederation: 20 },
];

function renderPage(dossier: TTransferDossier, rest: RestAnswers = {}) {
  const server = stubServer(
    {
      GetVolleyClubList: (xml) => {
        const federation = Number(/NoFederation="(\d+)"/.exec(xml)?.[1]);
        return listAnswer(
          xml,
          CLUBS.filter((club) => club.noFederation === federation),
        );
      },
    },
    { 'GET /api/transfers/12': () => ({ data: dossier }), ...rest },
  );
  const rendered = renderRoute(<TransferPage />, { path: '/volley/transfers/:no', url: '/volley/transfers/12' });
  return { ...rendered, ...server };
}

/** The requests the page sent with `method` to `path`. */
function requestsTo(method: string, path: string): Request[] {
  return (globalThis.fetch as Mock).mock.calls
    .map(([request]) => request as Request)
    .filter((request) => request.method === method && new URL(request.url).pathname === path);
}

const loaded = () => screen.findByRole('heading', { name: 'Signatures' });
// Testing Library reads the no-break space of the currency as a space.
const money = (major: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'CHF' }).format(major).replace(/\s/g, ' ');
const messages = () => getNotifications().map((notification) => notification.message);

describe('the transfer page', () => {
  beforeAll(async () => {
    await loadNamespaces(['transfers']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    dismissAll();
  });

  it('shows the player, status, seasons, parties and the signature ladder', async () => {
    renderPage(testDossier());
    await loaded();
    expect(screen.getAllByRole('link', { name: 'Paola Rossi' }).length).toBeGreaterThan(0);
    expect(screen.getByText('In progress')).toBeTruthy();
    expect(screen.getAllByText('2026/27 – 2027/28').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Stage 1: player and receiving club' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Stage 3: handling body' })).toBeTruthy();
    expect(screen.getByText('Awaiting signature')).toBeTruthy();
    // Not yet certified: no certificate.
    expect(screen.queryByRole('link', { name: /Download certificate/ })).toBeNull();
  });

  it("names the player's agent with their licence, linking to the agent's profile", async () => {
    renderPage(testDossier({ agent: { no: 41, name: 'Lucía Fernández', licenceNumber: 'ESP-AG-0042' } }));
    await loaded();
    const parties = screen.getByRole('region', { name: 'Parties' });
    const link = within(parties).getByRole('link', { name: 'Lucía Fernández' });
    expect(link.getAttribute('href')).toBe('/agents/41');
    const value = link.closest('dd') as HTMLElement;
    expect(value.textContent).toBe('Lucía Fernández (ESP-AG-0042)');
    expect(value.previousElementSibling?.textContent).toBe("Players' agent");
  });

  it('says nothing of an agent when the player had none', async () => {
    renderPage(testDossier());
    await loaded();
    expect(within(screen.getByRole('region', { name: 'Parties' })).queryByText("Players' agent")).toBeNull();
  });

  it('offers no action the dossier does not allow', async () => {
    renderPage(testDossier({ actions: NO_ACTIONS }));
    await loaded();
    for (const name of [
      /^Sign/,
      /^Remove/,
      'Modify',
      'Submit to the parties',
      'Approve',
      'Reject',
      'Cancel the transfer',
      'Release the player',
      'Grant a window exception',
    ])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Record payment' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Upload a document' })).toBeNull();
  });

  it('offers exactly the actions the dossier allows', async () => {
    renderPage(
      testDossier({
        actions: {
          ...NO_ACTIONS,
          sign: ['receivingClub'],
          removeSignature: ['player'],
          modify: true,
          reject: true,
          recordPayment: true,
          uploadDocument: true,
        },
      }),
    );
    await loaded();
    expect(screen.getByRole('button', { name: 'Sign as Receiving club' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign as Player' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove the signature of Player' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove the signature of Receiving club' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Modify' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit to the parties' })).toBeNull();
    expect(screen.getByRole('form', { name: 'Record payment' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Upload a document' })).toBeTruthy();
  });

  it('asks "Are you sure you want to modify the transfer?" before sending the modification', async () => {
    const modified = testDossier({ version: 4, lastSeason: 2028 });
    const { user } = renderPage(testDossier({ actions: { ...NO_ACTIONS, modify: true } }), {
      'PUT /api/transfers/12': () => ({ data: modified }),
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Modify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modify the transfer' });
    await within(within(dialog).getByRole('combobox', { name: 'Releasing club' })).findByRole('option', {
      name: 'Roma Volley Club (Rome)',
    });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Last season' }), '2028/29');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Modify the transfer' });
    expect(within(confirm).getByText('Are you sure you want to modify the transfer?')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(requestsTo('PUT', '/api/transfers/12')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Modify the transfer' });
    expect(requestsTo('PUT', '/api/transfers/12')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Modify' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Modify the transfer' })).toBeNull());
    const [request] = requestsTo('PUT', '/api/transfers/12');
    expect(await request?.clone().json()).toEqual({
      version: 3,
      fromClubNo: 100,
      toClubNo: 200,
      firstSeason: 2026,
      lastSeason: 2028,
      contractStart: '2026-07-01',
      contractEnd: '2028-05-31',
      exempt: false,
    });
    expect(messages()).toContain(
      'The transfer has been modified: its signatures were removed and every party has been told by e-mail.',
    );
    // The answer is the new dossier: shown at once.
    expect(screen.getAllByText('2026/27 – 2028/29').length).toBeGreaterThan(0);
  });

  it('asks before removing a signature, and removes it only once confirmed', async () => {
    const removed = testDossier({
      version: 4,
      signatures: testDossier().signatures.map((signature) =>
        signature.party === 'player' ? { ...signature, state: 'awaiting', signedBy: null, signedAt: null } : signature,
      ),
    });
    const { user } = renderPage(testDossier({ actions: { ...NO_ACTIONS, removeSignature: ['player'] } }), {
      'DELETE /api/transfers/12/signatures/player': () => ({ data: removed }),
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Remove the signature of Player' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Remove the signature' });
    expect(
      within(confirm).getByText('Are you sure you want to remove the signature? Note: This action cannot be undone.'),
    ).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo('DELETE', '/api/transfers/12/signatures/player')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove the signature of Player' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Remove the signature' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(requestsTo('DELETE', '/api/transfers/12/signatures/player')).toHaveLength(1));
    const [request] = requestsTo('DELETE', '/api/transfers/12/signatures/player');
    expect(new URL(request?.url ?? '').searchParams.get('version')).toBe('3');
    await waitFor(() => expect(messages()).toContain('The signature of Player has been removed.'));
    expect(screen.getAllByText('Awaiting signature')).toHaveLength(2);
  });

  it('shows the payment details only once the dossier has them', async () => {
    renderPage(testDossier());
    await loaded();
    expect(screen.getByRole('region', { name: 'Fee and payments' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Payment details' })).toBeNull();
    expect(screen.queryByText('Payee')).toBeNull();
  });

  it('shows the payment details: reference, amount, currency and payee', async () => {
    renderPage(
      testDossier({
        paymentDetails: { reference: 'ITC-12-ROSSI', amountMinor: 150_000, currency: 'CHF', payee: 'CEV, Luxembourg' },
      }),
    );
    await loaded();
    const details = screen.getByRole('region', { name: 'Payment details' });
    expect(within(details).getByText('ITC-12-ROSSI')).toBeTruthy();
    expect(within(details).getByText(money(1500))).toBeTruthy();
    expect(within(details).getByText('CHF')).toBeTruthy();
    expect(within(details).getByText('CEV, Luxembourg')).toBeTruthy();
  });

  it('says who must act and what holds the transfer up', async () => {
    renderPage(
      testDossier({
        awaiting: ['receivingFederation', 'releasingFederation'],
        blocking: [
          { code: 'windowClosed', season: 2026 },
          { code: 'signatureAwaited', party: 'releasingFederation' },
          { code: 'contractDocumentMissing' },
          { code: 'paymentDue', dueMinor: 150_000, paidMinor: 50_000 },
        ],
      }),
    );
    await loaded();
    const panel = screen.getByRole('region', { name: 'Next to act' });
    expect(within(panel).getByText('Receiving federation: Fédération Française de Volley')).toBeTruthy();
    expect(within(panel).getByText('Releasing federation: Federazione Italiana Pallavolo')).toBeTruthy();
    expect(within(panel).getByText('The transfer window of season 2026/27 is closed.')).toBeTruthy();
    expect(
      within(panel).getByText('Signature awaited: Releasing federation: Federazione Italiana Pallavolo.'),
    ).toBeTruthy();
    expect(within(panel).getByText('The contract has not been uploaded.')).toBeTruthy();
    expect(within(panel).getByText(`Payment due: ${money(1500)}; paid so far: ${money(500)}.`)).toBeTruthy();
  });

  it('shows the certificate link, named with the ITC number, once approved', async () => {
    renderPage(testDossier({ status: 'approved', itcNumber: 'ITC-2026-0012' }));
    await loaded();
    const link = screen.getByRole('link', { name: 'Download certificate ITC-2026-0012' });
    expect(link.getAttribute('href')).toBe('/api/transfers/12/certificate');
  });

  it('signs, and shows the dossier answered', async () => {
    const signed = testDossier({
      version: 4,
      signatures: testDossier().signatures.map((signature) =>
        signature.party === 'receivingClub'
          ? { ...signature, state: 'signed', signedBy: 'lyon.vb', signedAt: '2026-06-03T10:00:00.000Z' }
          : signature,
      ),
    });
    const { user } = renderPage(testDossier({ actions: { ...NO_ACTIONS, sign: ['receivingClub'] } }), {
      'POST /api/transfers/12/signatures': () => ({ data: signed }),
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Sign as Receiving club' }));
    await waitFor(() => expect(messages()).toContain('Signed as Receiving club.'));
    const [request] = requestsTo('POST', '/api/transfers/12/signatures');
    expect(await request?.clone().json()).toEqual({ version: 3, party: 'receivingClub' });
    expect(screen.queryByRole('button', { name: 'Sign as Receiving club' })).toBeNull();
  });

  it('says a stale version (409) in the server words and reads the transfer again', async () => {
    const { user } = renderPage(testDossier({ actions: { ...NO_ACTIONS, sign: ['receivingClub'] } }), {
      'POST /api/transfers/12/signatures': () =>
        apiFailure('Conflict', 409, 'The record was changed by someone else. Reload it and try again.'),
    });
    await loaded();
    expect(requestsTo('GET', '/api/transfers/12')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Sign as Receiving club' }));
    await waitFor(() =>
      expect(messages()).toContain('The record was changed by someone else. Reload it and try again.'),
    );
    await waitFor(() => expect(requestsTo('GET', '/api/transfers/12')).toHaveLength(2));
  });

  it('asks a reason of 3 to 500 characters before rejecting', async () => {
    const { user } = renderPage(testDossier({ actions: { ...NO_ACTIONS, reject: true } }), {
      'POST /api/transfers/12/reject': () => ({
        data: testDossier({ status: 'rejected', closingReason: 'No contract' }),
      }),
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the transfer' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    await user.type(reason, 'No');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Enter at least 3 characters.')).toBeTruthy();
    expect(requestsTo('POST', '/api/transfers/12/reject')).toHaveLength(0);

    await user.type(reason, ' contract');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject the transfer' })).toBeNull());
    const [request] = requestsTo('POST', '/api/transfers/12/reject');
    expect(await request?.clone().json()).toEqual({ version: 3, reason: 'No contract' });
    expect(messages()).toContain('The transfer has been rejected.');
  });
});
