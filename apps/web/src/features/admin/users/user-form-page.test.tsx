import { afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TCurrentUser } from '@libero/shared/auth/current-user';
import type { TUserDetail } from '@libero/shared/users/admin-users';
import { loadNamespaces } from '../../../lib/i18n';
import { dismissAll, getNotifications } from '../../../lib/notifications/notifications-store';
import { renderRoute } from '../../../test/render-route';
import { apiFailure, Failure, stubServer, type RestAnswers } from '../../../test/stub-server';
import { testUser } from '../../../test/test-user';
import { EditUserPage, NewUserPage } from './user-form-page';
import { userKeys } from './users-api';

/** A Federation user standing for Kenya's federation (no. 101). */
const KENYA_USER: TUserDetail = {
  no: 42,
  type: 5,
  typeNo: 101,
  linked: { entity: 'Federation', no: 101, name: 'Kenya Volleyball Federation' },
  username: 'kenya.fed',
  firstName: 'Wanjiru',
  lastName: 'Otieno',
  email: 'w.otieno@kvf.example',
  countryCode: 'KE',
  language: 'en',
  active: true,
  accesses: ['empowerment'],
  lastLoginAt: null,
  online: false,
  version: 7,
  createdAt: '2026-01-05T08:00:00.000Z',
  updatedAt: '2026-02-01T10:30:00.000Z',
  hasPassword: false,
  liveSessions: 0,
};

const LINKED_FEDERATIONS = {
  data: [
    { entity: 'Federation', no: 101, name: 'Kenya Volleyball Federation' },
    { entity: 'Federation', no: 102, name: 'Kentucky Volleyball' },
  ],
};

/** The requests the page sent with `method` to `path`. */
function requestsTo(method: string, path: string): Request[] {
  return (globalThis.fetch as Mock).mock.calls
    .map(([request]) => request as Request)
    .filter((request) => request.method === method && new URL(request.url).pathname === path);
}

/** The JSON bodies the page sent with `method` to `path`, in order. */
function sentBodies(method: string, path: string): Promise<unknown[]> {
  return Promise.all(requestsTo(method, path).map((request) => request.clone().json() as Promise<unknown>));
}

/** A refusal naming the field it is about, as the server words those. */
function fieldFailure(code: string, status: number, message: string, detail: string): Failure {
  return new Failure(status, { errors: [{ code, status: String(status), message, detail }] });
}

function renderNew(rest: RestAnswers = {}, user: TCurrentUser = testUser('Administrator')) {
  const server = stubServer({}, { '/api/admin/users/linked': () => LINKED_FEDERATIONS, ...rest });
  const rendered = renderRoute(<NewUserPage />, {
    path: '/admin/users/new',
    otherPaths: ['/admin/users/:no', '/admin/users'],
    user,
  });
  return { ...rendered, ...server };
}

function renderEdit(
  detail: TUserDetail = KENYA_USER,
  rest: RestAnswers = {},
  user: TCurrentUser = testUser('Administrator'),
) {
  const server = stubServer(
    {},
    {
      [`GET /api/admin/users/${detail.no}`]: () => detail,
      '/api/admin/users/linked': () => LINKED_FEDERATIONS,
      ...rest,
    },
  );
  const rendered = renderRoute(<EditUserPage />, {
    path: '/admin/users/:no',
    url: `/admin/users/${detail.no}`,
    otherPaths: ['/admin/users'],
    user,
  });
  return { ...rendered, ...server };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const typeSelect = () => screen.getByRole('combobox', { name: 'User type' }) as HTMLSelectElement;
const activeBox = () => screen.getByRole('checkbox', { name: 'Active: the user may sign in' }) as HTMLInputElement;

describe('NewUserPage', () => {
  beforeAll(async () => {
    await loadNamespaces(['admin', 'user-form', 'forms', 'account', 'entity-form']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    dismissAll();
  });

  it('creates a Federation user for the federation found, with grants and a password link, then opens their page', async () => {
    const created: TUserDetail = {
      ...KENYA_USER,
      no: 77,
      accesses: ['legal', 'empowerment'],
      language: 'fr',
      version: 1,
    };
    const { user, router } = renderNew({ 'POST /api/admin/users': () => created });

    // Types that stand for no record ask for none.
    expect(screen.queryByRole('searchbox')).toBeNull();
    await user.selectOptions(typeSelect(), 'Federation');
    const search = screen.getByRole('searchbox', { name: 'Find a federation' });
    await user.type(search, 'Ken');
    const linked = screen.getByRole('combobox', { name: 'Federation' });
    await user.selectOptions(
      linked,
      await within(linked).findByRole('option', { name: 'Kenya Volleyball Federation — no. 101' }),
    );
    expect(new URL(requestsTo('GET', '/api/admin/users/linked').at(-1)!.url).searchParams.toString()).toBe(
      'type=5&search=Ken',
    );

    await user.type(field('Username'), 'kenya.fed');
    await user.type(field('First name'), ' Wanjiru ');
    await user.type(field('Last name'), 'Otieno');
    await user.type(field('E-mail address'), 'w.otieno@kvf.example');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Kenya');
    await user.click(screen.getByRole('radio', { name: 'Français' }));
    await user.click(screen.getByRole('checkbox', { name: 'Empowerment programme' }));
    await user.click(screen.getByRole('checkbox', { name: 'Legal' }));
    expect(
      (screen.getByRole('checkbox', { name: 'E-mail a link to choose a password' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(activeBox().checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Create the user' }));

    expect(await screen.findByText('page /admin/users/:no')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/users/77');
    expect(await sentBodies('POST', '/api/admin/users')).toEqual([
      {
        type: 5,
        typeNo: 101,
        username: 'kenya.fed',
        firstName: 'Wanjiru',
        lastName: 'Otieno',
        email: 'w.otieno@kvf.example',
        countryCode: 'KE',
        language: 'fr',
        active: true,
        accesses: ['legal', 'empowerment'],
        sendResetLink: true,
      },
    ]);
    expect(getNotifications()).toEqual([
      expect.objectContaining({
        tone: 'success',
        message: 'User kenya.fed was created. A link to choose a password was e-mailed to w.otieno@kvf.example.',
      }),
    ]);
    // The page replaced the form in the history: Back does not return to a form already sent.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('mails no password link to a user created inactive', async () => {
    const { user } = renderNew({
      'POST /api/admin/users': () => ({ ...KENYA_USER, type: 2, typeNo: 0, linked: null }),
    });
    await user.selectOptions(typeSelect(), 'Guest');
    await user.type(field('Username'), 'kenya.fed');
    await user.type(field('First name'), 'Wanjiru');
    await user.type(field('Last name'), 'Otieno');
    await user.type(field('E-mail address'), 'w.otieno@kvf.example');
    await user.click(activeBox());
    const link = screen.getByRole('checkbox', { name: 'E-mail a link to choose a password' }) as HTMLInputElement;
    expect(link.disabled).toBe(true);
    expect(link.checked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Create the user' }));
    await waitFor(() =>
      expect(getNotifications()).toEqual([
        expect.objectContaining({ tone: 'success', message: 'User kenya.fed was created.' }),
      ]),
    );
    expect(await sentBodies('POST', '/api/admin/users')).toEqual([
      expect.objectContaining({ type: 2, typeNo: 0, active: false, sendResetLink: false }),
    ]);
  });

  it('checks the fields as one types and sends nothing while the form is not valid', async () => {
    const { user } = renderNew({ 'POST /api/admin/users': () => KENYA_USER });
    const email = field('E-mail address');
    await user.type(email, 'w.otieno@');
    expect(await screen.findByText('Enter a valid e-mail address, such as name@example.org.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');

    await user.type(field('Username'), 'a b');
    expect(await screen.findByText('Use only letters, digits and . _ @ - (no spaces).')).toBeTruthy();

    // A type that stands for a record needs one.
    await user.selectOptions(typeSelect(), 'Federation');
    await user.click(screen.getByRole('button', { name: 'Create the user' }));
    expect(await screen.findByText('Form incomplete.')).toBeTruthy();
    const linked = screen.getByRole('combobox', { name: 'Federation' });
    expect(linked.getAttribute('aria-invalid')).toBe('true');
    expect(field('First name').getAttribute('aria-invalid')).toBe('true');
    expect(await sentBodies('POST', '/api/admin/users')).toEqual([]);

    await user.type(email, 'kvf.example');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBeNull());
  });

  it('lets only a Supervisor give an admin type', async () => {
    const { user } = renderNew();
    await user.selectOptions(typeSelect(), 'Supervisor');
    expect(await screen.findByText('Only a supervisor can give this user type.')).toBeTruthy();
    expect(typeSelect().getAttribute('aria-invalid')).toBe('true');
  });

  it('marks the username the server says is taken, and stays on the form', async () => {
    const { user, router } = renderNew({
      'POST /api/admin/users': () => fieldFailure('UsernameTaken', 409, 'This username is already taken.', 'username'),
    });
    await user.selectOptions(typeSelect(), 'Guest');
    await user.type(field('Username'), 'guest');
    await user.type(field('First name'), 'Gaël');
    await user.type(field('Last name'), 'Martin');
    await user.type(field('E-mail address'), 'gael@example.org');
    await user.click(screen.getByRole('button', { name: 'Create the user' }));

    const username = field('Username');
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This username is already taken.')).toBeTruthy();
    expect(document.activeElement).toBe(username);
    expect(field('E-mail address').getAttribute('aria-invalid')).toBeNull();
    expect(router.state.location.pathname).toBe('/admin/users/new');
    expect(await sentBodies('POST', '/api/admin/users')).toEqual([
      expect.objectContaining({ type: 2, typeNo: 0, username: 'guest', countryCode: null, sendResetLink: true }),
    ]);
    expect(getNotifications()).toEqual([]);
  });

  it('refuses someone who is not an administrator', () => {
    const { paths } = renderNew({}, testUser('Federation'));
    expect(screen.getByText('Only administrators and supervisors can open this page.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create the user' })).toBeNull();
    expect(paths).toEqual([]);
  });
});

describe('EditUserPage', () => {
  beforeAll(async () => {
    await loadNamespaces(['admin', 'user-form', 'forms', 'account', 'entity-form']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    dismissAll();
  });

  it('shows the user, their record by name and their account', async () => {
    renderEdit({ ...KENYA_USER, liveSessions: 2, online: true, hasPassword: true });
    expect(((await screen.findByLabelText('Username')) as HTMLInputElement).value).toBe('kenya.fed');
    expect(typeSelect().value).toBe('5');
    const linked = screen.getByRole('combobox', { name: 'Federation' }) as HTMLSelectElement;
    expect(linked.value).toBe('101');
    expect(linked.selectedOptions[0]?.textContent).toBe('Kenya Volleyball Federation — no. 101');
    expect((screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement).value).toBe('KE');
    expect((screen.getByRole('checkbox', { name: 'Empowerment programme' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Legal' }) as HTMLInputElement).checked).toBe(false);

    const account = within(screen.getByRole('region', { name: 'Account' }));
    expect(account.getByText('Last sign-in').nextElementSibling?.textContent).toBe('Never');
    expect(account.getByText('Live sessions').nextElementSibling?.textContent).toBe('2');
    expect(account.getByText('Online now').nextElementSibling?.textContent).toBe('Yes');
    expect(account.getByText('Password').nextElementSibling?.textContent).toBe('Set');
    expect(screen.getByRole('link', { name: 'Back to users' }).getAttribute('href')).toBe('/admin/users');
  });

  it('saves the user with the version read, and shows what the server answers', async () => {
    const saved: TUserDetail = { ...KENYA_USER, firstName: 'Wanjiku', active: false, version: 8 };
    const { user, client } = renderEdit(KENYA_USER, { 'PUT /api/admin/users/42': () => saved });
    const firstName = await screen.findByLabelText('First name');
    await user.clear(firstName);
    await user.type(firstName, 'Wanjiku');
    await user.click(activeBox());
    // Deactivating ends the user's sessions: the form says so before saving.
    expect(
      screen.getByText("Once saved, the user's sessions end at once and they can no longer sign in."),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(getNotifications()).toEqual([
        expect.objectContaining({ tone: 'success', message: 'User kenya.fed was saved.' }),
      ]),
    );
    expect(await sentBodies('PUT', '/api/admin/users/42')).toEqual([
      {
        type: 5,
        typeNo: 101,
        username: 'kenya.fed',
        firstName: 'Wanjiku',
        lastName: 'Otieno',
        email: 'w.otieno@kvf.example',
        countryCode: 'KE',
        language: 'en',
        active: false,
        accesses: ['empowerment'],
        version: 7,
      },
    ]);
    expect(client.getQueryData(userKeys.detail(42))).toEqual(saved);
    // The user is inactive now: no link can be mailed to them.
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Send a password-reset link' }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    );
  });

  it('marks the e-mail address another user has, and the box the server refuses', async () => {
    let answer = fieldFailure('EmailTaken', 409, 'Another user already has this e-mail address.', 'email');
    const { user } = renderEdit(KENYA_USER, { 'PUT /api/admin/users/42': () => answer });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const email = field('E-mail address');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Another user already has this e-mail address.')).toBeTruthy();
    expect(document.activeElement).toBe(email);

    answer = fieldFailure('OwnAccount', 403, 'You cannot deactivate your own account or change its type.', 'active');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(activeBox().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('You cannot deactivate your own account or change its type.')).toBeTruthy();
    expect(getNotifications()).toEqual([]);
  });

  it('clears the record when the type changes, and asks for another', async () => {
    const { user } = renderEdit(KENYA_USER, { 'PUT /api/admin/users/42': () => KENYA_USER });
    await screen.findByLabelText('Username');
    await user.selectOptions(typeSelect(), 'Player');
    const linked = screen.getByRole('combobox', { name: 'Player' }) as HTMLSelectElement;
    expect(linked.value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(linked.getAttribute('aria-invalid')).toBe('true'));
    expect(await sentBodies('PUT', '/api/admin/users/42')).toEqual([]);
  });

  it('says when someone else saved the user first, and loads their version', async () => {
    let answer: TUserDetail = KENYA_USER;
    const { user } = renderEdit(KENYA_USER, {
      'GET /api/admin/users/42': () => answer,
      'PUT /api/admin/users/42': () =>
        apiFailure('Conflict', 409, 'The record was changed by someone else. Reload it and try again.'),
    });
    const lastName = await screen.findByLabelText('Last name');
    await user.type(lastName, '-Kamau');
    answer = { ...KENYA_USER, lastName: 'Odhiambo', version: 9 };
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/Someone else changed this user while you were editing/);
    await user.click(within(alert).getByRole('button', { name: 'Load the current version' }));
    await waitFor(() => expect(field('Last name').value).toBe('Odhiambo'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not let admins change their own type or deactivate themselves, and says why', async () => {
    const me = testUser('Supervisor');
    const own: TUserDetail = {
      ...KENYA_USER,
      no: me.no,
      type: 17,
      typeNo: 0,
      linked: null,
      username: 'supervisor',
      accesses: [],
    };
    const { user } = renderEdit(own, { [`PUT /api/admin/users/${me.no}`]: () => own }, me);
    expect(
      await screen.findByText('This is your own account: you cannot change its type or deactivate it.'),
    ).toBeTruthy();
    expect(typeSelect().disabled).toBe(true);
    expect(activeBox().disabled).toBe(true);
    expect(field('First name').disabled).toBe(false);

    // What cannot change is still sent as it is.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect(await sentBodies('PUT', `/api/admin/users/${me.no}`)).toEqual([
        expect.objectContaining({ type: 17, typeNo: 0, active: true, version: 7 }),
      ]),
    );
  });

  it('knows the real administrator while they act as someone else', async () => {
    // A supervisor (no. 3) acting as another one (no. 12) opens their own account.
    const acting: TCurrentUser = { ...testUser('Supervisor'), no: 12, impersonator: { no: 3, username: 'supervisor' } };
    renderEdit({ ...KENYA_USER, no: 3, type: 17, typeNo: 0, linked: null }, {}, acting);
    expect(
      await screen.findByText('This is your own account: you cannot change its type or deactivate it.'),
    ).toBeTruthy();
    expect(activeBox().disabled).toBe(true);
  });

  it('does not let an admin deactivate the user they act as either', async () => {
    const acting: TCurrentUser = { ...testUser('Supervisor'), no: 12, impersonator: { no: 3, username: 'supervisor' } };
    renderEdit({ ...KENYA_USER, no: 12, type: 17, typeNo: 0, linked: null }, {}, acting);
    expect(
      await screen.findByText('You are acting as this user: you cannot change their type or deactivate them.'),
    ).toBeTruthy();
    expect(activeBox().disabled).toBe(true);
    expect(typeSelect().disabled).toBe(true);
  });

  it("shows an admin's account read-only to an Administrator", async () => {
    renderEdit({ ...KENYA_USER, type: 17, typeNo: 0, linked: null, username: 'supervisor' });
    expect(
      await screen.findByText(
        'Only a supervisor can change the account of an administrator or a supervisor: you can see it, not change it.',
      ),
    ).toBeTruthy();
    expect(field('First name').disabled).toBe(true);
    expect(typeSelect().disabled).toBe(true);
    expect(activeBox().disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Legal' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Send a password-reset link' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('lets a Supervisor change an admin', async () => {
    renderEdit({ ...KENYA_USER, type: 3, typeNo: 0, linked: null }, {}, testUser('Supervisor'));
    expect(((await screen.findByLabelText('First name')) as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('e-mails the user a password-reset link', async () => {
    const { user } = renderEdit(KENYA_USER, { 'POST /api/admin/users/42/password-reset': () => ({}) });
    await user.click(await screen.findByRole('button', { name: 'Send a password-reset link' }));
    await waitFor(() =>
      expect(getNotifications()).toEqual([
        expect.objectContaining({ tone: 'success', message: 'A link was e-mailed to w.otieno@kvf.example.' }),
      ]),
    );
    expect(requestsTo('POST', '/api/admin/users/42/password-reset')).toHaveLength(1);
  });

  it('sends no link to an inactive user', async () => {
    renderEdit({ ...KENYA_USER, active: false });
    const button = (await screen.findByRole('button', { name: 'Send a password-reset link' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText('The user is inactive: reactivate them before sending a link.')).toBeTruthy();
  });

  it('says when there is no such user', async () => {
    renderEdit(KENYA_USER, {
      'GET /api/admin/users/42': () => apiFailure('NotFound', 404, 'Not found.'),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('There is no user no. 42.');
    expect(screen.queryByLabelText('Username')).toBeNull();
  });

  it('refuses someone who is not an administrator, without asking for the user', () => {
    const { paths } = renderEdit(KENYA_USER, {}, testUser('Federation'));
    expect(screen.getByText('Only administrators and supervisors can open this page.')).toBeTruthy();
    expect(paths).toEqual([]);
  });
});
