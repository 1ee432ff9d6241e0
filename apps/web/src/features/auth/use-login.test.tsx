import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n, LOCALE_STORAGE_KEY } from '../../lib/i18n';
import { stubServer } from '../../test/stub-server';
import { testUser } from '../../test/test-user';
import { useLogin } from './api';

function renderLogin() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useLogin(), { wrapper }).result;
}

async function signInAs(language: 'fr' | 'es') {
  stubServer({}, { 'POST /auth/login': () => ({ ...testUser('Referee'), language }) });
  const login = renderLogin();
  await act(() => login.current.mutateAsync({ username: 'referee', password: 'volleyball' }));
}

describe('signing in', () => {
  afterEach(async () => {
    localStorage.removeItem(LOCALE_STORAGE_KEY);
    await act(() => i18n.changeLanguage('en'));
    vi.unstubAllGlobals();
  });

  it('speaks the account’s language when this browser has none chosen', async () => {
    localStorage.removeItem(LOCALE_STORAGE_KEY);
    await signInAs('fr');
    await waitFor(() => expect(i18n.language).toBe('fr'));
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('fr');
  });

  it('keeps the language chosen on this browser', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    await signInAs('es');
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
  });
});
