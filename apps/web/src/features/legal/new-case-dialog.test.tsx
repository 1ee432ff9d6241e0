import { afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TCurrentUser } from '@libero/shared/auth/current-user';
import { loadNamespaces } from '../../lib/i18n';
import { dismissAll, getNotifications } from '../../lib/notifications/notifications-store';
import { renderRoute } from '../../test/render-route';
import { apiFailure, listAnswer, stubServer, type RestAnswers } from '../../test/stub-server';
import { testUser } from '../../test/test-user';
import { DeterminationsPage, OriginChangesPage } from './cases-page';
import { changeDossier, determinationDossier, FEDERATION_ROWS } from './legal-test-data';

const PLAYERS = [
  { no: 501, firstName: 'Paola', lastName: 'Rossi', federationCode: 'ITA', noFederation: 10 },
  { no: 502, firstName: 'Marco', lastName: 'Bianchi', federationCode: 'ITA', noFederation: 10 },
];

function renderList(
  kind: 'originChange' | 'determination',
  { user = testUser('Administrator'), rest = {} }: { user?: TCurrentUser; rest?: RestAnswers } = {},
) {
  const server = stubServer(
    { GetPlayerList: (xml) => (xml.includes('Search=') ? listAnswer(xml, PLAYERS) : undefined) },
    {
      'POST /api/legal/cases': () => (kind === 'originChange' ? changeDossier() : determinationDossier()),
      ...rest,
    },
    { lists: { GetFederationList: FEDERATION_ROWS } },
  );
  const options = { otherPaths: ['/legal/cases/:no'], user };
  const rendered =
    kind === 'originChange'
      ? renderRoute(<OriginChangesPage />, { path: '/legal/foo-changes', ...options })
      : renderRoute(<DeterminationsPage />, { path: '/legal/determinations-of-federation', ...options });
  return { ...rendered, ...server };
}

/** The JSON bodies sent to `POST /api/legal/cases`. */
function createdBodies(): Promise<unknown[]> {
  return Promise.all(
    (globalThis.fetch as Mock).mock.calls
      .map(([request]) => request as Request)
      .filter((request) => request.method === 'POST' && new URL(request.url).pathname === '/api/legal/cases')
      .map((request) => request.clone().json() as Promise<unknown>),
  );
}

type User = ReturnType<typeof renderList>['user'];

/** Opens the dialog and picks the player with `name`. */
async function pickPlayer(user: User, button: string, title: string, name: string) {
  await user.click(await screen.findByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: title });
  await user.type(within(dialog).getByRole('searchbox', { name: 'Player' }), 'Ross');
  await user.dblClick(await within(dialog).findByRole('row', { name }));
  return dialog;
}

describe('the new case dialog', () => {
  beforeAll(async () => {
    await loadNamespaces(['legal']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    dismissAll();
  });

  it('asks an admin for the applicant federation, checking as they go, then opens the new case', async () => {
    const { user, router } = renderList('originChange');
    const dialog = await pickPlayer(user, 'New change', 'New change of federation of origin', 'Paola Rossi, no. 501');
    expect(within(dialog).getByText('Selected player:')).toBeTruthy();
    const form = within(dialog).getByRole('form', { name: 'New change of federation of origin' });
    // A change has no registrations.
    expect(within(form).queryByRole('button', { name: 'Add a registration' })).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Create the draft' }));
    const applicant = within(form).getByRole('combobox', { name: 'Applicant federation' });
    expect(await within(form).findByText('This field is required.')).toBeTruthy();
    expect(applicant.getAttribute('aria-invalid')).toBe('true');
    expect(await createdBodies()).toEqual([]);

    await within(applicant).findByRole('option', { name: 'FRA — Fédération Française de Volley' });
    await user.selectOptions(applicant, 'FRA — Fédération Française de Volley');
    // Checked as it changes: the message goes at once.
    await waitFor(() => expect(within(form).queryByText('This field is required.')).toBeNull());
    await user.type(within(form).getByRole('textbox', { name: "Applicant's statement" }), 'She lives in Lyon.');
    await user.click(within(form).getByRole('button', { name: 'Create the draft' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/legal/cases/7'));
    expect(await createdBodies()).toEqual([
      {
        kind: 'originChange',
        playerNo: 501,
        applicantFederationNo: 20,
        applicantStatement: 'She lives in Lyon.',
        playerStatement: '',
        registrations: [],
      },
    ]);
    expect(getNotifications().map((notification) => notification.message)).toContain(
      'Change 7 has been created as a draft.',
    );
  });

  it('lets a federation apply for itself only', async () => {
    const { user, router } = renderList('originChange', { user: testUser('Federation', 20, ['legal']) });
    const dialog = await pickPlayer(user, 'New change', 'New change of federation of origin', 'Paola Rossi, no. 501');
    const applicant = within(dialog).getByRole('textbox', { name: 'Applicant federation' }) as HTMLInputElement;
    await waitFor(() => expect(applicant.value).toBe('FRA — Fédération Française de Volley'));
    expect(applicant.readOnly).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Create the draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/legal/cases/7'));
    expect(await createdBodies()).toEqual([
      { kind: 'originChange', playerNo: 501, applicantStatement: '', playerStatement: '', registrations: [] },
    ]);
  });

  it('says a refusal of the server in its words', async () => {
    const { user } = renderList('originChange', {
      user: testUser('Federation', 20, ['legal']),
      rest: {
        'POST /api/legal/cases': () =>
          apiFailure('LegalStepRefused', 409, 'This step is not possible at this stage of the case.'),
      },
    });
    const dialog = await pickPlayer(user, 'New change', 'New change of federation of origin', 'Paola Rossi, no. 501');
    await user.click(within(dialog).getByRole('button', { name: 'Create the draft' }));
    expect(await within(dialog).findByText('This step is not possible at this stage of the case.')).toBeTruthy();
  });

  it('takes a determination’s registrations, each checked before it is sent', async () => {
    const { user, router } = renderList('determination');
    const dialog = await pickPlayer(
      user,
      'New determination',
      'New determination of federation',
      'Marco Bianchi, no. 502',
    );
    const form = within(dialog).getByRole('form', { name: 'New determination of federation' });
    const applicant = within(form).getByRole('combobox', { name: 'Applicant federation' });
    await within(applicant).findByRole('option', { name: 'ESP — Real Federación Española de Voleibol' });
    await user.selectOptions(applicant, 'ESP — Real Federación Española de Voleibol');

    await user.click(within(form).getByRole('button', { name: 'Add a registration' }));
    const registration = within(form).getByRole('group', { name: 'Registration 1' });
    // The new registration's first field has the focus.
    expect(document.activeElement).toBe(within(registration).getByRole('combobox', { name: 'Federation' }));
    await user.click(within(form).getByRole('button', { name: 'Create the draft' }));
    expect(await within(registration).findAllByText('This field is required.')).toHaveLength(3);
    expect(await createdBodies()).toEqual([]);

    await user.selectOptions(
      within(registration).getByRole('combobox', { name: 'Federation' }),
      'ESP — Real Federación Española de Voleibol',
    );
    await user.selectOptions(within(registration).getByRole('combobox', { name: 'Kind' }), 'National team');
    fireEvent.change(within(registration).getByLabelText('Date'), { target: { value: '2015-06-01' } });
    await user.type(within(registration).getByRole('textbox', { name: 'Note' }), 'U17');
    await user.click(within(form).getByRole('button', { name: 'Create the draft' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/legal/cases/8'));
    expect(await createdBodies()).toEqual([
      {
        kind: 'determination',
        playerNo: 502,
        applicantFederationNo: 30,
        applicantStatement: '',
        playerStatement: '',
        registrations: [{ federationNo: 30, kind: 'nationalTeam', day: '2015-06-01', note: 'U17' }],
      },
    ]);
  });
});
