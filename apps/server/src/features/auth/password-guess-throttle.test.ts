import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '3' });
});
afterAll(() => t?.close());

describe('guessing the current password with a session', () => {
  it('is throttled per account on the routes that check it', async () => {
    const cookie = await signIn(t.app, 'coach');
    const guess = (password: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/auth/me',
        headers: { cookie },
        payload: { eMailAddress: 'taken.over@example.org', currentPassword: password },
      });
    const statuses = [];
    for (const password of ['one', 'two', 'three', 'four']) statuses.push((await guess(password)).statusCode);
    expect(statuses).toEqual([403, 403, 403, 429]);
    const changes = [];
    for (const password of ['one', 'two', 'three', 'four']) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/auth/password',
        headers: { cookie },
        payload: { currentPassword: password, newPassword: 'a new password 1' },
      });
      changes.push(response.statusCode);
    }
    expect(changes).toEqual([403, 403, 403, 429]);
  });
});
