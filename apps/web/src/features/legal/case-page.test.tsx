import { afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TCaseDossier } from '@libero/shared/legal/legal-api';
import { loadNamespaces } from '../../lib/i18n';
import { dismissAll, getNotifications } from '../../lib/notifications/notifications-store';
import { renderRoute } from '../../test/render-route';
import { apiFailure, stubServer, type RestAnswers } from '../../test/stub-server';
import { CasePage } from './case-page';
import { changeDossier, determinationDossier, FEDERATION_ROWS, SPAIN } from './legal-test-data';

function renderPage(dossier: TCaseDossier, rest: RestAnswers = {}) {
  const server = stubServer(
    {},
    { [`GET /api/legal/cases/${dossier.no}`]: () => dossier, ...rest },
    { lists: { GetFederationList: FEDERATION_ROWS } },
  );
  const rendered = renderRoute(<CasePage />, { path: '/legal/cases/:no', url: `/legal/cases/${dossier.no}` });
  return { ...rendered, ...server };
}

/** The requests the page sent with `method` to `path`. */
function requestsTo(method: string, path: string): Request[] {
  return (globalThis.fetch as Mock).mock.calls
    .map(([request]) => request as Request)
    .filter((request) => request.method === method && new URL(request.url).pathname === path);
}

const loaded = () => screen.findByRole('region', { name: 'Summary of the case' });
const messages = () => getNotifications().map((notification) => notification.message);

/** Every step's button, as the catalogue names them. */
const STEP_BUTTONS = ['Submit', 'Accept', 'Consent', 'Object', 'Confirm', 'Approve', 'Refuse', 'Close', 'Withdraw'];

describe('the case page', () => {
  beforeAll(async () => {
    await loadNamespaces(['legal']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    dismissAll();
  });

  it('shows the kind, player, status, whose turn it is, the parties and the statements', async () => {
    renderPage(changeDossier({ overdue: true }));
    const summary = await loaded();
    expect(within(summary).getByText('Change of federation of origin no. 7')).toBeTruthy();
    expect(within(summary).getByRole('link', { name: 'Paola Rossi' }).getAttribute('href')).toBe('/players/501');
    expect(within(summary).getByText('Under review')).toBeTruthy();
    expect(within(summary).getByText('Overdue: due on 20 Jul 2026')).toBeTruthy();
    expect(within(summary).getByText('Legal office')).toBeTruthy();

    const parties = screen.getByRole('region', { name: 'Parties' });
    // The player's federation of origin, which is the current federation of the change.
    expect(within(parties).getAllByText('ITA — Federazione Italiana Pallavolo')).toHaveLength(2);
    expect(within(parties).getByText('FRA — Fédération Française de Volley')).toBeTruthy();
    expect(within(parties).getByText('France')).toBeTruthy();
    const statements = screen.getByRole('region', { name: 'Statements' });
    expect(within(statements).getByText('We object: she played for Italy in 2024.')).toBeTruthy();

    const timeline = screen.getByRole('table', { name: 'Timeline' });
    expect(within(timeline).getByText('Objected')).toBeTruthy();
    expect(within(timeline).getByText('On behalf of: Current federation')).toBeTruthy();
    // Not decided: no decision, no letter.
    expect(screen.queryByRole('region', { name: 'Decision' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Decision letter (PDF)' })).toBeNull();
  });

  it('says which eligibility rules pass and which fail, and why', async () => {
    renderPage(changeDossier());
    await loaded();
    const rules = screen.getByRole('list', { name: 'Eligibility rules' });
    const items = within(rules).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Once in a lifetime: passed',
      'Nationality: passed',
      'Passport: passed',
      'Waiting period: failed',
    ]);
    expect(
      within(rules).getByText(
        "Last official match for the current federation's national team on 30 Jun 2024: eligible only from 30 Jun 2027, 3 years later.",
      ),
    ).toBeTruthy();
    expect(
      within(rules).getByText("The player's nationality (France) is the country of the new federation (France)."),
    ).toBeTruthy();
    expect(screen.getByText('1 rule failed: the change cannot be approved.')).toBeTruthy();
  });

  it('offers the steps the dossier allows the viewer, and none other', async () => {
    renderPage(changeDossier({ steps: ['approve', 'refuse'] }));
    await loaded();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refuse' })).toBeTruthy();
    for (const name of STEP_BUTTONS.filter((step) => step !== 'Approve' && step !== 'Refuse'))
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit the draft' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Upload a document' })).toBeNull();
  });

  it('offers no step at all when the dossier gives none', async () => {
    renderPage(changeDossier());
    await loaded();
    for (const name of STEP_BUTTONS) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('asks the reasons of a refusal, and sends nothing without them', async () => {
    const refused = changeDossier({ version: 5, status: 'refused', steps: [], decidedAt: '2026-06-01T10:00:00.000Z' });
    const { user } = renderPage(changeDossier({ steps: ['approve', 'refuse'] }), {
      'POST /api/legal/cases/7/steps/refuse': () => refused,
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse the case' });
    const reasons = within(dialog).getByRole('textbox', { name: 'Reasons of the decision' });
    await user.type(reasons, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(requestsTo('POST', '/api/legal/cases/7/steps/refuse')).toHaveLength(0);

    await user.type(reasons, 'The waiting period is not over.');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refuse the case' })).toBeNull());
    const [request] = requestsTo('POST', '/api/legal/cases/7/steps/refuse');
    expect(await request?.clone().json()).toEqual({ version: 4, text: 'The waiting period is not over.' });
    expect(messages()).toContain('The case has been refused.');
    // The answer is shown at once: decided, with its letter.
    expect(screen.getByText('Refused', { selector: 'span' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Decision letter (PDF)' }).getAttribute('href')).toBe(
      '/api/legal/cases/7/decision.pdf',
    );
  });

  it('shows the server refusal of a failed rule in its words and reads the case again', async () => {
    const { user } = renderPage(changeDossier({ steps: ['approve'] }), {
      'POST /api/legal/cases/7/steps/approve': () =>
        apiFailure('LegalRuleFailed', 409, 'The player does not meet every eligibility rule.'),
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the case' });
    // A change's approval names no federation: it is the applicant.
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reasons of the decision' }), 'Eligible.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(messages()).toContain('The player does not meet every eligibility rule.'));
    await waitFor(() => expect(requestsTo('GET', '/api/legal/cases/7')).toHaveLength(2));
    expect(screen.queryByRole('dialog', { name: 'Approve the case' })).toBeNull();
  });

  it('asks before a step without text, and sends only the version', async () => {
    const submitted = changeDossier({ version: 1, status: 'submitted', steps: [] });
    const { user } = renderPage(changeDossier({ version: 0, status: 'draft', steps: ['submit', 'withdraw'] }), {
      'POST /api/legal/cases/7/steps/submit': () => submitted,
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Submit the case' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo('POST', '/api/legal/cases/7/steps/submit')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Submit the case' })).getByRole('button', {
        name: 'Submit',
      }),
    );
    await waitFor(() => expect(messages()).toContain('The case has been submitted.'));
    const [request] = requestsTo('POST', '/api/legal/cases/7/steps/submit');
    expect(await request?.clone().json()).toEqual({ version: 0 });
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('shows a determination’s registrations and approves it with the suggested federation', async () => {
    const approved = determinationDossier({
      version: 3,
      status: 'approved',
      steps: ['close'],
      decidedFederation: SPAIN,
      decisionReasons: 'First registered in Spain at 14.',
      decidedAt: '2026-06-01T10:00:00.000Z',
      timeline: [
        {
          step: 'approve',
          toStatus: 'approved',
          by: 'legal.office',
          onBehalfOf: null,
          text: 'First registered in Spain at 14.',
          at: '2026-06-01T10:00:00.000Z',
        },
      ],
    });
    const { user } = renderPage(determinationDossier({ steps: ['approve', 'refuse'] }), {
      'POST /api/legal/cases/8/steps/approve': () => approved,
    });
    await loaded();
    expect(screen.queryByRole('region', { name: 'Eligibility rules' })).toBeNull();
    const registrations = screen.getByRole('table', { name: 'Registrations' });
    expect(within(registrations).getAllByRole('row')).toHaveLength(3);
    expect(within(registrations).getByText('Youth club')).toBeTruthy();
    expect(within(registrations).getByText('1 Oct 2012')).toBeTruthy();
    expect(screen.getByText('ESP — Real Federación Española de Voleibol', { selector: 'p' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the case' });
    const federation = within(dialog).getByRole('combobox', { name: 'Federation of origin decided' });
    await within(federation).findByRole('option', { name: 'ESP — Real Federación Española de Voleibol' });
    expect((federation as HTMLSelectElement).value).toBe('30');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reasons of the decision' }),
      'First registered in Spain at 14.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(messages()).toContain('The case has been approved.'));
    const [request] = requestsTo('POST', '/api/legal/cases/8/steps/approve');
    expect(await request?.clone().json()).toEqual({
      version: 2,
      text: 'First registered in Spain at 14.',
      decidedFederationNo: 30,
    });
    const decision = screen.getByRole('region', { name: 'Decision' });
    expect(within(decision).getByText('Approved')).toBeTruthy();
    expect(within(decision).getByText('ESP — Real Federación Española de Voleibol')).toBeTruthy();
    expect(within(decision).getByText('First registered in Spain at 14.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('edits a draft’s statements and registrations with the version read', async () => {
    const draft = determinationDossier({
      version: 1,
      status: 'draft',
      canEdit: true,
      canUpload: true,
      steps: ['submit'],
    });
    const { user } = renderPage(draft, {
      'PUT /api/legal/cases/8': () => ({ ...draft, version: 2, applicantStatement: 'Registered in Spain.' }),
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Edit the draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the draft' });
    await user.type(within(dialog).getByRole('textbox', { name: "Applicant's statement" }), 'Registered in Spain.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove registration 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save the draft' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit the draft' })).toBeNull());
    const [request] = requestsTo('PUT', '/api/legal/cases/8');
    expect(await request?.clone().json()).toEqual({
      version: 1,
      applicantStatement: 'Registered in Spain.',
      playerStatement: '',
      registrations: [{ federationNo: 30, kind: 'club', day: '2014-09-01', note: '' }],
    });
    expect(messages()).toContain('The draft has been saved.');
    expect(screen.getByRole('form', { name: 'Upload a document' })).toBeTruthy();
  });

  it('lists the documents for download', async () => {
    renderPage(changeDossier());
    await loaded();
    const documents = screen.getByRole('table', { name: 'Documents' });
    expect(within(documents).getByText('Passport')).toBeTruthy();
    expect(within(documents).getByRole('link', { name: 'passport.pdf' }).getAttribute('href')).toBe(
      '/api/legal/cases/7/documents/3',
    );
  });

  it('says a case the viewer may not see does not exist', async () => {
    stubServer({}, { 'GET /api/legal/cases/9': () => apiFailure('NotFound', 404, 'Not found.') });
    renderRoute(<CasePage />, { path: '/legal/cases/:no', url: '/legal/cases/9' });
    expect(await screen.findByText('There is no case 9, or you are not a party to it.')).toBeTruthy();
  });
});
