import { afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TCurrentUser } from '@libero/shared/auth/current-user';
import type { TApplicationDossier } from '@libero/shared/empowerment/empowerment-api';
import { loadNamespaces } from '../../../lib/i18n';
import { dismissAll, getNotifications } from '../../../lib/notifications/notifications-store';
import { renderRoute } from '../../../test/render-route';
import { apiFailure, stubServer, type RestAnswers } from '../../../test/stub-server';
import { testUser } from '../../../test/test-user';
import { ApplicationFormPage } from './application-form-page';
import { CALLS, CATALOGUE, coachDossier, eligibility, FEDERATION_ROWS, federationUser } from './application-test-data';

function stub(rest: RestAnswers = {}) {
  return stubServer(
    {},
    {
      'GET /api/empowerment/calls': () => ({ calls: CALLS }),
      'GET /api/empowerment/catalogue': () => CATALOGUE,
      'GET /api/empowerment/eligibility': () => eligibility(false),
      'POST /api/empowerment/applications': () => coachDossier(),
      ...rest,
    },
    { lists: { GetFederationList: FEDERATION_ROWS } },
  );
}

function renderNew(
  type: string,
  { user = federationUser(), rest = {} }: { user?: TCurrentUser; rest?: RestAnswers } = {},
) {
  const server = stub(rest);
  const rendered = renderRoute(<ApplicationFormPage />, {
    path: '/empowerment/applications/new',
    url: `/empowerment/applications/new?type=${type}&call=1`,
    otherPaths: ['/empowerment/applications/:no', '/empowerment/applications'],
    user,
  });
  return { ...rendered, ...server };
}

function renderEdit(dossier: TApplicationDossier, rest: RestAnswers = {}) {
  const server = stub({ [`GET /api/empowerment/applications/${dossier.no}`]: () => dossier, ...rest });
  const rendered = renderRoute(<ApplicationFormPage />, {
    path: '/empowerment/applications/:no/edit',
    url: `/empowerment/applications/${dossier.no}/edit`,
    otherPaths: ['/empowerment/applications/:no'],
    user: federationUser(),
  });
  return { ...rendered, ...server };
}

/** The JSON bodies sent with `method` to `path`. */
function bodiesTo(method: string, path: string): Promise<unknown[]> {
  return Promise.all(
    (globalThis.fetch as Mock).mock.calls
      .map(([request]) => request as Request)
      .filter((request) => request.method === method && new URL(request.url).pathname === path)
      .map((request) => request.clone().json() as Promise<unknown>),
  );
}

const form = () => screen.findByRole('form', { name: 'Application' });
type User = ReturnType<typeof renderNew>['user'];
/** Types a whole text at once (as pasted): the form checks it as it would each key. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}
const setDay = (name: string, value: string) =>
  fireEvent.change(screen.getByLabelText(name, { selector: 'input' }), { target: { value } });

describe('the application form', () => {
  beforeAll(async () => {
    await loadNamespaces(['empowerment', 'applications', 'entity-form']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    dismissAll();
  });

  it("asks a coach support's period, level and profile, checking them as they are typed", async () => {
    const { user } = renderNew('coachSupport');
    const application = await form();
    expect(screen.getByRole('heading', { level: 1, name: 'New application: Coach support' })).toBeTruthy();
    expect(within(application).getByRole('combobox', { name: 'Level' })).toBeTruthy();
    expect(within(application).getByRole('textbox', { name: 'Desired coach profile' })).toBeTruthy();
    expect(within(application).queryByRole('textbox', { name: 'Topic' })).toBeNull();
    expect(within(application).queryByRole('table', { name: 'Equipment' })).toBeNull();

    const title = within(application).getByRole('textbox', { name: 'Title' });
    await user.type(title, 'A');
    await user.clear(title);
    expect(await within(application).findByText('This field is required.')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');

    setDay('Start', '2026-06-01');
    setDay('End', '2026-05-01');
    expect(await within(application).findByText('The end cannot be before the start.')).toBeTruthy();
  });

  it('totals each budget line and the budget as it is filled in', async () => {
    const { user } = renderNew('coachSupport');
    const application = await form();
    const budget = within(application).getByRole('table', { name: 'Budget' });
    await user.click(within(application).getByRole('button', { name: 'Add a line' }));
    await fill(user, within(budget).getByRole('textbox', { name: 'Description of line 1' }), 'Flights');
    await fill(user, within(budget).getByRole('textbox', { name: 'Quantity of line 1' }), '2');
    await fill(user, within(budget).getByRole('textbox', { name: 'Unit amount of line 1' }), '150.505');
    const row = within(budget).getByRole('textbox', { name: 'Description of line 1' }).closest('tr') as HTMLElement;
    // Decimals are cut to the cent, not rounded.
    expect(within(row).getByText('USD 301.00')).toBeTruthy();

    await user.click(within(application).getByRole('button', { name: 'Add a line' }));
    await fill(user, within(budget).getByRole('textbox', { name: 'Unit amount of line 2' }), '1000');
    const total = within(budget).getByRole('rowheader', { name: 'Budget total' }).closest('tr') as HTMLElement;
    expect(within(total).getByText('USD 1,301.00')).toBeTruthy();
    await user.click(within(budget).getByRole('button', { name: 'Remove line 1' }));
    expect(within(total).getByText('USD 1,000.00')).toBeTruthy();
  });

  it("shows the federation's eligibility in the call, a failing rule with its reason", async () => {
    const { urls } = renderNew('coachSupport');
    const panel = await screen.findByRole('region', { name: 'Eligibility' });
    expect(await within(panel).findByText('1 rule is not met: the application cannot be submitted.')).toBeTruthy();
    const rules = within(panel).getByRole('list', { name: 'Eligibility rules' });
    expect(within(rules).getByText('Final report missing for project no. 4.')).toBeTruthy();
    expect(within(rules).getByText('The call is open (1 Jan 2026 to 31 Dec 2026)')).toBeTruthy();
    const failed = within(rules).getByText('Every earlier project has its final report');
    expect(failed.textContent).toMatch(/^Not met: /);
    expect(urls).toContain('/api/empowerment/eligibility?callNo=1&type=coachSupport');
  });

  it('creates the draft with the API shape, then opens its page', async () => {
    const { user, router } = renderNew('coachSupport');
    const application = await form();
    await fill(user, within(application).getByRole('textbox', { name: 'Title' }), 'Youth coach for Nairobi');
    await fill(user, within(application).getByRole('textbox', { name: 'Summary' }), 'Train the trainers.');
    setDay('Start', '2026-03-01');
    setDay('End', '2026-08-31');
    await user.selectOptions(within(application).getByRole('combobox', { name: 'Level' }), 'Youth');
    await fill(user, within(application).getByRole('textbox', { name: 'Desired coach profile' }), 'Speaks English.');
    await user.click(within(application).getByRole('button', { name: 'Add a line' }));
    await fill(user, within(application).getByRole('textbox', { name: 'Description of line 1' }), 'Flights');
    await user.selectOptions(within(application).getByRole('combobox', { name: 'Category of line 1' }), 'Travel');
    await fill(user, within(application).getByRole('textbox', { name: 'Unit amount of line 1' }), '1200');
    await user.click(within(application).getByRole('button', { name: 'Save the draft' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/empowerment/applications/12'));
    expect(await bodiesTo('POST', '/api/empowerment/applications')).toEqual([
      {
        callNo: 1,
        title: 'Youth coach for Nairobi',
        summary: 'Train the trainers.',
        details: {
          type: 'coachSupport',
          startDay: '2026-03-01',
          endDay: '2026-08-31',
          level: 'youth',
          profile: 'Speaks English.',
        },
        budget: [{ description: 'Flights', category: 'travel', quantity: 1, unitAmountMinor: 120_000 }],
      },
    ]);
    expect(getNotifications().map((notification) => notification.message)).toContain(
      'The application has been created as a draft.',
    );
  });

  it('sends nothing while the form has problems, and says so', async () => {
    const { user } = renderNew('coachSupport');
    const application = await form();
    await user.click(within(application).getByRole('button', { name: 'Save the draft' }));
    expect(await within(application).findAllByText('This field is required.')).not.toHaveLength(0);
    expect(within(application).getAllByText('Enter a date.')).toHaveLength(2);
    expect(await bodiesTo('POST', '/api/empowerment/applications')).toEqual([]);
  });

  it('asks equipment from the catalogue, priced, and fills the budget with it', async () => {
    const { user } = renderNew('volleyballEquipment');
    const application = await form();
    const items = await within(application).findByRole('table', { name: 'Equipment' });
    await user.selectOptions(within(items).getByRole('combobox', { name: 'Item 1' }), 'Indoor ball (piece)');
    const quantity = within(items).getByRole('textbox', { name: 'Quantity of item 1' });
    await fill(user, quantity, '10');
    const row = quantity.closest('tr') as HTMLElement;
    expect(within(row).getByText('USD 65.00')).toBeTruthy();
    expect(within(row).getByText('USD 650.00')).toBeTruthy();
    expect(within(application).getByRole('textbox', { name: 'Delivery address' })).toBeTruthy();

    await user.click(within(application).getByRole('button', { name: 'Fill from the items' }));
    const budget = within(application).getByRole('table', { name: 'Budget' });
    expect((within(budget).getByRole('textbox', { name: 'Description of line 1' }) as HTMLInputElement).value).toBe(
      'Indoor ball',
    );
    expect((within(budget).getByRole('combobox', { name: 'Category of line 1' }) as HTMLSelectElement).value).toBe(
      'equipment',
    );
    const total = within(budget).getByRole('rowheader', { name: 'Budget total' }).closest('tr') as HTMLElement;
    expect(within(total).getByText('USD 650.00')).toBeTruthy();
  });

  it("asks a knowledge transfer's topic, experts, participants and period", async () => {
    renderNew('knowledgeTransfer');
    const application = await form();
    expect(within(application).getByRole('textbox', { name: 'Topic' })).toBeTruthy();
    expect(within(application).getByRole('textbox', { name: 'Experts wished for' })).toBeTruthy();
    expect(within(application).getByRole('textbox', { name: 'Participants' })).toBeTruthy();
    expect(within(application).getByLabelText('Start', { selector: 'input' })).toBeTruthy();
    expect(within(application).queryByRole('combobox', { name: 'Level' })).toBeNull();
  });

  it('lets an admin name the federation, whose eligibility it then shows', async () => {
    const { user, urls } = renderNew('coachSupport', { user: testUser('Administrator') });
    const application = await form();
    const panel = screen.getByRole('region', { name: 'Eligibility' });
    expect(within(panel).getByText('Choose the federation to see whether it is eligible.')).toBeTruthy();
    const federation = within(application).getByRole('combobox', { name: 'Federation' });
    await within(federation).findByRole('option', { name: 'KEN — Kenya Volleyball Federation' });
    await user.selectOptions(federation, 'KEN — Kenya Volleyball Federation');
    await waitFor(() =>
      expect(urls).toContain('/api/empowerment/eligibility?callNo=1&type=coachSupport&federationNo=10'),
    );
  });

  it('saves a draft with the version read, and says when someone changed it meanwhile', async () => {
    const { user } = renderEdit(coachDossier(), {
      'PUT /api/empowerment/applications/12': () =>
        apiFailure('Conflict', 409, 'The record was changed by someone else. Reload it and try again.'),
    });
    const application = await form();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit application no. 12' })).toBeTruthy();
    expect(
      (within(application).getByRole('textbox', { name: 'Call for applications' }) as HTMLInputElement).value,
    ).toBe('Development 2026');
    await fill(user, within(application).getByRole('textbox', { name: 'Title' }), 'Two coaches');
    await user.click(within(application).getByRole('button', { name: 'Save the draft' }));
    expect(
      await within(application).findByText(
        'Someone changed this application meanwhile. Reload it to see their changes, then make yours again.',
      ),
    ).toBeTruthy();
    const [body] = await bodiesTo('PUT', '/api/empowerment/applications/12');
    expect(body).toMatchObject({ version: 3, title: 'Two coaches', details: coachDossier().details });
    expect(within(application).getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('says a submitted application can no longer be edited', async () => {
    renderEdit(coachDossier({ status: 'submitted', canEdit: false, steps: [] }));
    expect(
      await screen.findByText('This application can no longer be edited: only a draft can be changed.'),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Application' })).toBeNull();
  });
});
