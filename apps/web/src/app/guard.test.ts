import { describe, expect, it } from 'vitest';
import { guardDecision, layoutOf } from './guard';
import { loginPath, type RouteMeta } from '../lib/routing/route-meta';

const PUBLIC: RouteMeta = { public: true };
const GUEST_ONLY: RouteMeta = { guestOnly: true };
const PROTECTED: RouteMeta = {};
const EMPOWERMENT_ADMIN: RouteMeta = { empowermentAdmin: true };

function decide(metas: RouteMeta[], authenticated: boolean, pathname = '/players', search = '') {
  return guardDecision({ metas, authenticated, pathname, search });
}

describe('guardDecision', () => {
  it('always allows a route whose matched records are all public', () => {
    expect(decide([PUBLIC], false, '/nowhere')).toEqual({ kind: 'allow' });
    expect(decide([PUBLIC], true, '/nowhere')).toEqual({ kind: 'allow' });
    expect(decide([PUBLIC, PUBLIC], false)).toEqual({ kind: 'allow' });
  });

  it('does not treat a route as public when one matched record is not', () => {
    expect(decide([PUBLIC, PROTECTED], false, '/players')).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fplayers',
    });
  });

  it('sends a signed-in user away from guest-only routes to the home page', () => {
    expect(decide([GUEST_ONLY], true, '/login')).toEqual({ kind: 'redirect', to: '/' });
    expect(decide([GUEST_ONLY], true, '/reset-password/abc')).toEqual({ kind: 'redirect', to: '/' });
  });

  it('lets a guest open guest-only routes', () => {
    expect(decide([GUEST_ONLY], false, '/login', '?redirect=%2Fplayers')).toEqual({ kind: 'allow' });
  });

  it('lets a signed-in user open protected routes', () => {
    expect(decide([PROTECTED], true)).toEqual({ kind: 'allow' });
    expect(decide([], true, '/')).toEqual({ kind: 'allow' });
  });

  it('sends a guest to sign in, remembering the path and query', () => {
    expect(decide([PROTECTED], false, '/players', '?x=1')).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fplayers%3Fx%3D1',
    });
    expect(decide([], false, '/volley/clubs', '')).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fvolley%2Fclubs',
    });
  });

  it('adds no redirect parameter for the home page', () => {
    expect(decide([PROTECTED], false, '/')).toEqual({ kind: 'redirect', to: '/login' });
    expect(decide([PROTECTED], false, '/', '?tab=1')).toEqual({ kind: 'redirect', to: '/login' });
  });
});

describe('guardDecision on empowerment-admin routes', () => {
  const decideAdmin = (authenticated: boolean, empowermentAdmin?: boolean) =>
    guardDecision({
      metas: [PROTECTED, EMPOWERMENT_ADMIN],
      authenticated,
      pathname: '/empowerment/applications/admin',
      search: '',
      empowermentAdmin,
    });

  it('sends a user who is neither admin nor impersonating to the route named applications', () => {
    expect(decideAdmin(true, false)).toEqual({ kind: 'redirectToRoute', routeId: 'applications' });
    expect(decideAdmin(true)).toEqual({ kind: 'redirectToRoute', routeId: 'applications' });
  });

  it('lets an admin or an impersonating administrator in', () => {
    expect(decideAdmin(true, true)).toEqual({ kind: 'allow' });
  });

  it('asks a guest to sign in first', () => {
    expect(decideAdmin(false, false)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fempowerment%2Fapplications%2Fadmin',
    });
  });

  it('does not apply to other routes', () => {
    expect(decide([PROTECTED], true)).toEqual({ kind: 'allow' });
    expect(
      guardDecision({ metas: [PROTECTED], authenticated: true, pathname: '/', search: '', empowermentAdmin: false }),
    ).toEqual({ kind: 'allow' });
  });
});

describe('layoutOf', () => {
  it('is a plain container unless a route names a layout', () => {
    expect(layoutOf([])).toBe('plain');
    expect(layoutOf([PUBLIC])).toBe('plain');
  });

  it('takes the deepest layout', () => {
    expect(layoutOf([{ layout: 'app' }, PROTECTED])).toBe('app');
    expect(layoutOf([{ layout: 'app' }, { layout: 'auth' }])).toBe('auth');
  });
});

describe('loginPath', () => {
  it('encodes the way back', () => {
    expect(loginPath()).toBe('/login');
    expect(loginPath('/a b?c=d&e')).toBe('/login?redirect=%2Fa%20b%3Fc%3Dd%26e');
  });
});
