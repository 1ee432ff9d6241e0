import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TCurrentUser } from '@libero/shared/auth/current-user';
import { authKeys } from '../lib/session/current-user';
import { testUser } from './test-user';

export type RouteOptions = {
  /** The route `element` stands at. */
  path?: string;
  /** Where the router opens: `path` unless given. */
  url?: string;
  /** Who is signed in; null: nobody is. */
  user?: TCurrentUser | null;
  /** Other routes, each showing its name (`page /elsewhere`) so that tests see where they went. */
  otherPaths?: string[];
  /** A page visited before `url`, first in the history (and routed as the other paths are). */
  previous?: string;
};

/**
 * Renders `element` at `url` (route `path`, `/form` unless given) of a data router, which the
 * unsaved-changes prompt needs, with a QueryClient that does not retry; `user` (an administrator
 * unless given) is signed in.
 */
export function renderRoute(
  element: ReactNode,
  { path = '/form', url = path, user = testUser('Administrator'), otherPaths = [], previous }: RouteOptions = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (user) client.setQueryData(authKeys.me(), user);
  const others = previous === undefined || otherPaths.includes(previous) ? otherPaths : [previous, ...otherPaths];
  const router = createMemoryRouter(
    [{ path, element }, ...others.map((other) => ({ path: other, element: <p>{`page ${other}`}</p> }))],
    previous === undefined ? { initialEntries: [url] } : { initialEntries: [previous, url], initialIndex: 1 },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client, user: userEvent.setup() };
}
