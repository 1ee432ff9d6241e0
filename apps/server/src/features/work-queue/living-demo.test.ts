import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TWorkItem, TWorkQueue } from '@libero/shared/work-queue/work-queue-api';
import { DEMO_USERS } from '../../db/seed/demo-users';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';

/** Every demo user's work queue, on the demo seeded today (the tests' template is seeded as they start). */
let t: TestApp;
const waiting: { user: string; item: TWorkItem }[] = [];
beforeAll(async () => {
  t = await createTestApp();
  for (const user of DEMO_USERS) {
    const username = user.username ?? user.type.toLowerCase();
    const cookie = await signIn(t.app, username);
    const response = await t.app.inject({ method: 'GET', url: '/api/work-queue', headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    for (const item of response.json<TWorkQueue>().items) waiting.push({ user: username, item });
  }
}, 120_000);
afterAll(() => t?.close());

const daysFromToday = (day: string) =>
  Math.round(
    (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`)) / 86_400_000,
  );

describe('the demo, on the day it is seeded', () => {
  it('has a few items overdue, none by more than 30 days', () => {
    const overdue = waiting.filter(({ item }) => item.overdue && item.dueDay);
    expect(overdue.length).toBeGreaterThan(0);
    const tooOld = overdue
      .filter(({ item }) => daysFromToday(item.dueDay!) < -30)
      .map(({ user, item }) => `${user}: ${item.reason} due ${item.dueDay}`);
    expect(tooOld).toEqual([]);
  });

  it('has work due ahead, not only behind', () => {
    expect(waiting.some(({ item }) => item.dueDay && daysFromToday(item.dueDay) >= 0)).toBe(true);
  });
});
