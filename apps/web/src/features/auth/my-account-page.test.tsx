import { afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCurrentUser, TSignIns } from '@libero/shared/auth/current-user';
import { formatDate } from '../../lib/dates/date-formats';
import { i18n, loadNamespaces, setLanguage } from '../../lib/i18n';
import { dismissAll, getNotifications } from '../../lib/notifications/notifications-store';
import { renderRoute } from '../../test/render-route';
import { Failure, apiFailure, stubServer, type RestAnswers } from '../../test/stub-server';
import { testUser } from '../../test/test-user';
import { authKeys } from '../../lib/session/current-user';
import { MyAccountPage } from './my-account-page';

const REFEREE: TCurrentUser = {
  ...testUser('Referee', 3, ['legal', 'media.albums']),
  username: 'referee',
  firstName: 'Rafael',
  lastName: 'Núñez',
  eMailAddress: 'referee@demo.libero.example',
};

const SIGN_INS: TSignIns = {
  data: [
    { at: '2026-11-20T08:05:00.000Z', ip: '198.51.100.7', environment: 'production' },
    { at: '2026-11-18T17:40:00.000Z', ip: null, environment: 'uat' },
  ],
};

/** The bodies the page sent with `method` to `path`, in order. */
async function sentBodies(method: string, path: string): Promise<unknown[]> {
  const requests = (globalThis.fetch as Mock).mock.calls
    .map(([request]) => request as Request)
    .filter((request) => request.method === method && new URL(request.url).pathname === path);
  return Promise.all(requests.map((request) => request.clone().json() as Promise<unknown>));
}

function renderAccount(user: TCurrentUser = REFEREE, rest: RestAnswers = {}) {
  const server = stubServer(
    {},
    { '/auth/me/sign-ins': () => SIGN_INS, 'GET /auth/me/digest': () => ({ digest: true }), ...rest },
  );
  return { ...renderRoute(<MyAccountPage />, { path: '/users/me', user }), ...server };
}

const panel = (name: string) => screen.getByRole('region', { name });

describe('MyAccountPage', () => {
  beforeAll(async () => {
    await loadNamespaces(['account', 'auth']);
  });

  afterEach(async () => {
    vi.unstubAllGlobals();
    dismissAll();
    await setLanguage('en');
    localStorage.clear();
  });

  it('shows the profile, the grants by name and the recent sign-ins in the interface language', async () => {
    renderAccount();
    const profile = panel('Profile');
    expect((within(profile).getByLabelText('Username') as HTMLInputElement).value).toBe('referee');
    expect((within(profile).getByLabelText('Username') as HTMLInputElement).readOnly).toBe(true);
    expect((within(profile).getByLabelText('First name') as HTMLInputElement).value).toBe('Rafael');
    expect((within(profile).getByLabelText('Last name') as HTMLInputElement).value).toBe('Núñez');
    expect((within(profile).getByLabelText('E-mail address') as HTMLInputElement).value).toBe(
      'referee@demo.libero.example',
    );
    expect((within(profile).getByRole('radio', { name: 'English' }) as HTMLInputElement).checked).toBe(true);

    const grants = panel('My grants');
    expect(within(grants).getByText('Legal')).toBeTruthy();
    expect(within(grants).getByText('Albums')).toBeTruthy();
    expect(within(grants).queryByText(/^None/)).toBeNull();

    const table = await within(panel('Recent sign-ins')).findByRole('table', { name: /latest sign-ins/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0]!)
        .getByText(formatDate(SIGN_INS.data[0]!.at, 'timeShortWithYear', 'en'))
        .getAttribute('dateTime'),
    ).toBe(SIGN_INS.data[0]!.at);
    expect(within(rows[0]!).getByText('198.51.100.7')).toBeTruthy();
    expect(within(rows[0]!).getByText('Production')).toBeTruthy();
    expect(within(rows[1]!).getByText('Unknown')).toBeTruthy();
    expect(within(rows[1]!).getByText('UAT (acceptance tests)')).toBeTruthy();
  });

  it('says when the user holds no grant and has no sign-in recorded', async () => {
    renderAccount({ ...REFEREE, accesses: [] }, { '/auth/me/sign-ins': () => ({ data: [] }) });
    expect(within(panel('My grants')).getByText(/^None/)).toBeTruthy();
    expect(await within(panel('Recent sign-ins')).findByText('No sign-in recorded yet.')).toBeTruthy();
  });

  it('checks the profile as one types and sends nothing while it is not valid', async () => {
    const { user } = renderAccount();
    const email = screen.getByLabelText('E-mail address');
    await user.clear(email);
    await user.type(email, 'rafael@');
    expect(await screen.findByText('Enter a valid e-mail address, such as name@example.org.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await user.clear(screen.getByLabelText('First name'));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await sentBodies('PATCH', '/auth/me')).toEqual([]);
    await user.type(email, 'example.org');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBeNull());
  });

  it('saves the profile, updates the current user, tells so and speaks the language chosen', async () => {
    const saved: TCurrentUser = { ...REFEREE, firstName: 'Rafa', language: 'fr' };
    const { user, client } = renderAccount(REFEREE, { 'PATCH /auth/me': () => saved });
    const firstName = screen.getByLabelText('First name');
    await user.clear(firstName);
    await user.type(firstName, ' Rafa ');
    await user.click(screen.getByRole('radio', { name: 'Français' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('region', { name: 'Profil' })).toBeTruthy();
    expect(i18n.language).toBe('fr');
    expect(await sentBodies('PATCH', '/auth/me')).toEqual([
      { firstName: 'Rafa', lastName: 'Núñez', eMailAddress: 'referee@demo.libero.example', language: 'fr' },
    ]);
    expect(client.getQueryData(authKeys.me())).toEqual(saved);
    await waitFor(() =>
      expect(getNotifications()).toEqual([
        expect.objectContaining({ tone: 'success', message: 'Votre profil a été enregistré.' }),
      ]),
    );
    expect((screen.getByRole('radio', { name: 'Français' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeTruthy();
  });

  it("shows the server's refusal of the profile", async () => {
    const { user } = renderAccount(REFEREE, {
      'PATCH /auth/me': () => apiFailure('InvalidData', 422, 'This field is not valid.'),
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This field is not valid.');
    expect(getNotifications()).toEqual([]);
  });

  it('asks for the current password only while the e-mail address is not the saved one, and sends it', async () => {
    const saved: TCurrentUser = { ...REFEREE, eMailAddress: 'rafael@example.org' };
    const { user, client } = renderAccount(REFEREE, { 'PATCH /auth/me': () => saved });
    const profile = within(panel('Profile'));
    expect(profile.queryByLabelText('Current password')).toBeNull();
    const email = profile.getByLabelText('E-mail address');
    await user.clear(email);
    await user.type(email, 'rafael@example.org');
    const password = profile.getByLabelText('Current password') as HTMLInputElement;
    expect(password.type).toBe('password');
    expect(password.autocomplete).toBe('current-password');
    expect(profile.getByText('Asked to change your e-mail address, so that no one else can.')).toBeTruthy();
    // Back to the saved address (spaces aside): no password asked.
    await user.clear(email);
    await user.type(email, ' referee@demo.libero.example ');
    expect(profile.queryByLabelText('Current password')).toBeNull();
    await user.clear(email);
    await user.type(email, 'rafael@example.org');

    // Required with a new address: nothing is sent without it.
    await user.click(profile.getByRole('button', { name: 'Save' }));
    expect(await profile.findByText('This field is required.')).toBeTruthy();
    expect(profile.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(await sentBodies('PATCH', '/auth/me')).toEqual([]);

    await user.type(profile.getByLabelText('Current password'), 'volleyball');
    await user.click(profile.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(client.getQueryData(authKeys.me())).toEqual(saved));
    expect(await sentBodies('PATCH', '/auth/me')).toEqual([
      {
        firstName: 'Rafael',
        lastName: 'Núñez',
        eMailAddress: 'rafael@example.org',
        language: 'en',
        currentPassword: 'volleyball',
      },
    ]);
    // Saved: the address is the saved one, and the password is gone.
    await waitFor(() => expect(profile.queryByLabelText('Current password')).toBeNull());
    expect((profile.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('rafael@example.org');
    const again = profile.getByLabelText('E-mail address');
    await user.type(again, 'x');
    expect((profile.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it.each([
    ['wrong', 'WrongPassword', 403, 'The current password is not correct.'],
    ['refused', 'InvalidData', 422, 'This field is not valid.'],
  ])(
    'says under the current password of the profile that it is %s, and focuses it',
    async (_, code, status, message) => {
      const { user } = renderAccount(REFEREE, {
        'PATCH /auth/me': () =>
          new Failure(status, { errors: [{ code, status: String(status), message, detail: 'currentPassword' }] }),
      });
      const profile = within(panel('Profile'));
      const email = profile.getByLabelText('E-mail address');
      await user.clear(email);
      await user.type(email, 'rafael@example.org');
      await user.type(profile.getByLabelText('Current password'), 'not-it');
      await user.click(profile.getByRole('button', { name: 'Save' }));
      const current = profile.getByLabelText('Current password');
      await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
      expect(profile.getByText(message)).toBeTruthy();
      expect(document.activeElement).toBe(current);
      // Said under the field, not again above the form.
      expect(profile.queryByRole('alert')).toBeNull();
      expect(getNotifications()).toEqual([]);
    },
  );

  it('changes the password with the rules of the server, and says the other sessions were signed out', async () => {
    const { user } = renderAccount(REFEREE, { 'PUT /auth/password': () => ({}) });
    const form = within(screen.getByRole('form', { name: 'Password' }));
    await user.type(form.getByLabelText('Current password'), 'volleyball');
    await user.type(form.getByLabelText('New password'), 'onlyletters');
    expect(await form.findByText('Use letters and at least one digit or symbol.')).toBeTruthy();
    expect(form.getByText('At least 10 characters, with letters and at least one digit or symbol.')).toBeTruthy();
    await user.type(form.getByLabelText('New password'), ' 2026');
    await user.type(form.getByLabelText('New password again'), 'onlyletters 2025');
    expect(await form.findByText('The two passwords are not the same.')).toBeTruthy();
    await user.click(form.getByRole('button', { name: 'Change the password' }));
    expect(await sentBodies('PUT', '/auth/password')).toEqual([]);

    await user.clear(form.getByLabelText('New password again'));
    await user.type(form.getByLabelText('New password again'), 'onlyletters 2026');
    await user.click(form.getByRole('button', { name: 'Change the password' }));
    expect((await form.findByRole('status')).textContent).toMatch(
      /password has been changed. Your other sessions have been signed out/,
    );
    expect(await sentBodies('PUT', '/auth/password')).toEqual([
      { currentPassword: 'volleyball', newPassword: 'onlyletters 2026' },
    ]);
    expect((form.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it('says under the field that the current password is wrong, and focuses it', async () => {
    const { user } = renderAccount(REFEREE, {
      'PUT /auth/password': () => apiFailure('WrongPassword', 403, 'The current password is not correct.'),
    });
    const form = within(screen.getByRole('form', { name: 'Password' }));
    await user.type(form.getByLabelText('Current password'), 'not-it');
    await user.type(form.getByLabelText('New password'), 'a new password 1');
    await user.type(form.getByLabelText('New password again'), 'a new password 1');
    await user.click(form.getByRole('button', { name: 'Change the password' }));
    const current = form.getByLabelText('Current password');
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    expect(form.getByText('The current password is not correct.')).toBeTruthy();
    expect(document.activeElement).toBe(current);
  });

  it('shows but does not let change the account of someone impersonated', async () => {
    renderAccount({ ...REFEREE, impersonator: { no: 3, username: 'administrator' } });
    expect(screen.getByRole('status').textContent).toMatch(/You are acting as referee/);
    expect((screen.getByLabelText('First name') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('Current password') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Change the password' }) as HTMLButtonElement).disabled).toBe(true);
    await screen.findByRole('table');
  });

  it('turns the daily e-mail off, saved at once', async () => {
    const { paths } = renderAccount(REFEREE, { 'PUT /auth/me/digest': () => ({ digest: false }) });
    const digest = await screen.findByLabelText('E-mail me each morning what is new or overdue in my work queue');
    expect((digest as HTMLInputElement).checked).toBe(true);
    await userEvent.setup().click(digest);
    await waitFor(() =>
      expect(getNotifications().map((n) => n.message)).toContain('You will no longer receive the daily e-mail.'),
    );
    expect((digest as HTMLInputElement).checked).toBe(false);
    expect(paths).toContain('/auth/me/digest');
  });
});
