import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TCurrentUser } from '@libero/shared/auth/current-user';
import { UserTypeNo, type UserTypeCode } from '@libero/shared/auth/user-types';
import { authKeys } from '../auth/api';

/** What the stubbed `/proxy` answers to a request type (`GetFederationList`…). */
export type ProxyAnswers = Record<string, (xml: string) => unknown>;

export const FEDERATIONS = [
  { no: 7, code: 'ITA', name: 'Italian Volleyball Federation' },
  { no: 9, code: 'KEN', name: 'Kenya Volleyball Federation' },
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** happy-dom would really fetch: `/proxy` answers from `answers` by request type, lists empty by default. */
export function stubProxy(answers: ProxyAnswers = {}) {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const xml = await input.clone().text();
      requests.push(xml);
      const type = /Type="(\w+)"/.exec(xml)?.[1] ?? '';
      const answer = answers[type];
      if (answer) return json(answer(xml));
      if (type === 'GetFederationList') return json({ data: FEDERATIONS, nbItems: FEDERATIONS.length, version: 1 });
      if (type.endsWith('List')) return json({ data: [], nbItems: 0, version: 1 });
      throw new Error(`No answer for ${type}`);
    }),
  );
  return requests;
}

export function testUser(type: UserTypeCode, typeNo = 1): TCurrentUser {
  return {
    no: 500,
    type: UserTypeNo[type],
    typeNo,
    username: type.toLowerCase(),
    firstName: 'Test',
    lastName: 'User',
    eMailAddress: 'test@example.org',
    information: { countryCode: null },
    language: 'en',
    accesses: [],
    impersonator: null,
    federationEmpowerment: false,
  };
}

/**
 * Renders `element` at `url` (route `path`) of a data router, which the unsaved-changes prompt
 * needs, after `/elsewhere` in the history; other paths show their name so that tests see where
 * they went. `user` is signed in.
 */
type RouteOptions = { path?: string; url?: string; user?: TCurrentUser; otherPaths?: string[] };

export function renderRoute(
  element: ReactNode,
  { path = '/form', url = path, user = testUser('Administrator'), otherPaths = ['/elsewhere'] }: RouteOptions = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(authKeys.me(), user);
  const router = createMemoryRouter(
    [{ path, element }, ...otherPaths.map((other) => ({ path: other, element: <p>{`page ${other}`}</p> }))],
    { initialEntries: ['/elsewhere', url], initialIndex: 1 },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client, user: userEvent.setup() };
}
