import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { stubServer } from '../test/stub-server';

describe('the router', () => {
  beforeAll(() => {
    stubServer({}, { 'GET /auth/check': () => ({ status: 'unauthenticated', impersonating: false }) });
  });
  afterAll(() => vi.unstubAllGlobals());

  it("learns the areas' routes even when the navigation that asked for them is overtaken", async () => {
    // Opened on the sign-in page, the router knows only the sign-in pages' routes.
    window.history.replaceState(null, '', '/login');
    const { router } = await import('./router');
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    // The first navigation's discovery is cut short by the second, as signing in does.
    void router.navigate('/players');
    await new Promise((resolve) => setTimeout(resolve, 0));
    void router.navigate('/volley/clubs');
    // Known, the page is guarded: a guest is sent to sign in, not shown "page not found".
    await waitFor(
      () =>
        expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
          '/login?redirect=%2Fvolley%2Fclubs',
        ),
      { timeout: 10_000 },
    );
  });
});
