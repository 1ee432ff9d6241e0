import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { i18n, loadNamespaces } from '../../lib/i18n';
import { LoginForm, type LoginFormProps } from './login-form';

function renderForm(props: Partial<LoginFormProps> = {}) {
  const onSubmit = vi.fn();
  render(
    <MemoryRouter>
      <LoginForm onSubmit={onSubmit} pending={false} {...props} />
    </MemoryRouter>,
  );
  return { onSubmit, user: userEvent.setup() };
}

const username = () => screen.getByLabelText('Username');
const password = () => screen.getByLabelText('Password');
const submit = () => screen.getByRole('button', { name: 'Sign in' });

describe('LoginForm', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('has labelled fields that password managers recognise', () => {
    renderForm();
    expect(username().getAttribute('autocomplete')).toBe('username');
    expect(password().getAttribute('autocomplete')).toBe('current-password');
    expect(password().getAttribute('type')).toBe('password');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('refuses to submit empty fields and says why', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(submit());
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(username().getAttribute('aria-invalid')).toBe('true');
    expect(password().getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('validates as you type', async () => {
    const { user } = renderForm();
    await user.type(username(), 'a');
    await user.clear(username());
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(username().getAttribute('aria-describedby')).toBeTruthy();
    await user.type(username(), 'administrator');
    expect(screen.queryByText('This field is required.')).toBeNull();
    expect(username().getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses a username longer than the server accepts', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(username());
    await user.paste('x'.repeat(101));
    expect(await screen.findByText('Enter at most 100 characters.')).toBeTruthy();
    await user.type(password(), 'volleyball');
    await user.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the trimmed username and the password', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(username(), '  administrator ');
    await user.type(password(), 'volleyball');
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ username: 'administrator', password: 'volleyball' });
  });

  it('disables the button while signing in', () => {
    renderForm({ pending: true });
    const button = screen.getByRole('button', { name: 'Signing in…' });
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it("shows the server's message in an alert", () => {
    renderForm({ errorMessage: 'Wrong username or password.' });
    expect(screen.getByRole('alert').textContent).toBe('Wrong username or password.');
  });

  it('translates labels and messages, also those already shown', async () => {
    const { user } = renderForm();
    await user.click(submit());
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    await act(async () => {
      await loadNamespaces(['auth']);
      await i18n.changeLanguage('fr');
    });
    expect(screen.getByLabelText("Nom d'utilisateur")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeTruthy();
    expect(await screen.findAllByText('Ce champ est obligatoire.')).toHaveLength(2);
  });
});
