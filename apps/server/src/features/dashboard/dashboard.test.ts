import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDashboard } from '@libero/shared/dashboard/dashboard';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const dashboard = async (cookie?: string) => t.app.inject({ url: '/api/dashboard', headers: cookie ? { cookie } : {} });

describe('GET /api/dashboard', () => {
  it('needs a session', async () => {
    expect((await dashboard()).statusCode).toBe(401);
  });

  it('gives an administrator every count and all recent activity', async () => {
    await signIn(t.app, 'player');
    const response = await dashboard(await signIn(t.app, 'administrator'));
    const body = ZDashboard.parse(response.json());
    const count = (key: string) => body.counts.find((c) => c.key === key)?.count;
    expect(count('federations')).toBeGreaterThan(200);
    expect(count('users')).toBe(29);
    expect(count('players')).toBeGreaterThanOrEqual(1);
    expect(body.ownFederation).toBeNull();
    expect(body.recentActivity.map((a) => a.actor?.username)).toEqual(
      expect.arrayContaining(['administrator', 'player']),
    );
  });

  it("gives a Federation user its federation's counts and only its own activity, never user counts", async () => {
    await signIn(t.app, 'coach');
    const body = ZDashboard.parse((await dashboard(await signIn(t.app, 'federation'))).json());
    expect(body.counts.some((c) => c.key === 'users')).toBe(false);
    expect(body.ownFederation).toMatchObject({ code: 'KEN' });
    expect(body.recentActivity.length).toBeGreaterThan(0);
    expect(body.recentActivity.every((a) => a.actor?.username === 'federation')).toBe(true);
  });

  it('counts exactly the clubs and the holders of each role, in the world and in a federation', async () => {
    const expected = async (federationNo?: number) => {
      const inFederation = federationNo === undefined ? sql`true` : sql`p.federation_no = ${federationNo}`;
      const { rows } = (await t.app.identityDb.db.execute(sql`
        select role as key, count(*)::int as count from person_roles r join persons p on p.no = r.person_no
        where ${inFederation} group by role
        union all select 'volleyClubs', count(*)::int from volley_clubs p where ${inFederation}`)) as unknown as {
        rows: { key: string; count: number }[];
      };
      const byRole: Record<string, string> = {
        player: 'players',
        coach: 'coaches',
        referee: 'referees',
        official: 'officials',
        medical: 'medicalStaff',
        media: 'mediaStaff',
      };
      return Object.fromEntries(
        rows
          .filter((row) => row.key === 'volleyClubs' || byRole[row.key])
          .map((row) => [byRole[row.key] ?? row.key, row.count]),
      );
    };
    const countsOf = (counts: { key: string; count: number }[]) =>
      Object.fromEntries(
        counts.filter((c) => c.key !== 'federations' && c.key !== 'users' && c.count > 0).map((c) => [c.key, c.count]),
      );
    const world = ZDashboard.parse((await dashboard(await signIn(t.app, 'administrator'))).json());
    expect(countsOf(world.counts)).toEqual(await expected());
    const kenya = ZDashboard.parse((await dashboard(await signIn(t.app, 'federation'))).json()).ownFederation!;
    expect(countsOf(kenya.counts)).toEqual(await expected(kenya.no));
  });

  // A new network's database is created, migrated and seeded with the whole demo on first use.
  it("answers a Supervisor from the selected environment's database", async () => {
    const body = ZDashboard.parse(
      (
        await t.app.inject({
          url: '/api/dashboard',
          headers: { cookie: await signIn(t.app, 'supervisor'), 'x-fivb-env': 'development' },
        })
      ).json(),
    );
    expect(body.environment).toBe('development');
    expect(body.recentActivity).toEqual([]);
    const refused = await t.app.inject({
      url: '/api/dashboard',
      headers: { cookie: await signIn(t.app, 'federation'), 'x-fivb-env': 'development' },
    });
    expect(refused.statusCode).toBe(403);
  }, 180_000);
});
