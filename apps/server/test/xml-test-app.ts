import { afterAll, beforeAll } from 'vitest';
import { buildRequest, save, type VisAttributes } from '@libero/shared/vis/request-builder';
import { PUBLIC_ENDPOINT } from '../src/gateway/request-xml';
import { createTestApp, signIn, type TestApp } from './test-app';

/**
 * For a test file that speaks XML: a test app made before its tests and closed after them, with
 * `users` signed in (their cookies in `cookies`). `send` posts a request as one of them through
 * `/proxy`, or anonymously (`null`) through `anonymousPath` (the public endpoint unless told);
 * `saveAs` sends a `Save…` of one record.
 */
export function xmlTestApp<U extends string>(users: readonly U[], anonymousPath = PUBLIC_ENDPOINT) {
  let made: TestApp | undefined;
  const cookies: Partial<Record<U, string>> = {};
  beforeAll(async () => {
    made = await createTestApp();
    for (const user of users) cookies[user] = await signIn(made.app, user);
  });
  afterAll(() => made?.close());

  const t = {
    get app(): TestApp['app'] {
      if (!made) throw new Error('The test app is made before the tests (beforeAll)');
      return made.app;
    },
  };
  const send = (user: U | null, xml: string) =>
    t.app.inject({
      method: 'POST',
      url: user ? '/proxy' : anonymousPath,
      headers: {
        ...(user ? { cookie: cookies[user] } : {}),
        'content-type': 'application/xml',
        accept: 'application/json',
      },
      payload: xml,
    });
  const saveAs = (user: U | null, entity: string, attributes: VisAttributes) =>
    send(user, buildRequest(save(entity, attributes)));
  return { t, cookies, send, saveAs };
}
