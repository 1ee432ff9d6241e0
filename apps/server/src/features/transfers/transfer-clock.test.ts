import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { seasons } from '../../db/schema/competitions';
import { volleyTransfers } from '../../db/schema/transfers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { clockTransitions } from './transfer-clock';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** An approved transfer for season `year` alone, without contract days: the season's days count. */
async function approvedFor(year: number): Promise<number> {
  const db = t.app.identityDb.db;
  const [model] = await db.select().from(volleyTransfers).limit(1);
  const [row] = await db
    .insert(volleyTransfers)
    .values({
      playerNo: model!.playerNo,
      fromFederationNo: model!.fromFederationNo,
      toFederationNo: model!.toFederationNo,
      firstSeason: year,
      lastSeason: year,
      status: 'approved',
    })
    .returning({ no: volleyTransfers.no });
  return row!.no;
}

describe('the transfer clock follows the national-league seasons', () => {
  it('ends a transfer after its season as the seasons set it, else on the default 15 May', async () => {
    const db = t.app.identityDb.db;
    await db.delete(seasons).where(eq(seasons.year, 2040));
    const byDefault = await approvedFor(2040);
    expect((await clockTransitions(db, '2041-04-15', byDefault)).ended).toEqual([]);
    expect((await clockTransitions(db, '2041-05-16', byDefault)).ended).toEqual([{ no: byDefault }]);

    // A season set to start on 1 September and end on 31 March.
    await db.insert(seasons).values({ year: 2040, name: '2040/41', startDate: '2040-09-01', endDate: '2041-03-31' });
    const shorter = await approvedFor(2040);
    expect((await clockTransitions(db, '2040-09-02', shorter)).activated).toEqual([{ no: shorter }]);
    expect((await clockTransitions(db, '2041-04-15', shorter)).ended).toEqual([{ no: shorter }]);
  });
});
