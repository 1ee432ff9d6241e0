import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_LIST_LIMIT, ZDashboard } from '@libero/shared/dashboard/dashboard';
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

describe('what matters to the user’s role', () => {
  const roleOf = async (username: string) =>
    ZDashboard.parse((await dashboard(await signIn(t.app, username))).json()).role;
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.app.identityDb.db.execute(query)) as unknown as { rows: T[] }).rows;
  const typeNoOf = async (username: string) =>
    (await rows<{ type_no: number }>(sql`select type_no from users where username = ${username}`))[0]!.type_no;

  it("a player sees their club, agent and transfers; never another player's", async () => {
    const role = await roleOf('player');
    if (role?.kind !== 'player') throw new Error(`player section expected, got ${role?.kind}`);
    expect(role.playerNo).toBe(await typeNoOf('player'));
    expect(role.agent?.name).toBe('Marco Bellini');
    const own = await rows<{ no: number }>(sql`select no from volley_transfers where player_no = ${role.playerNo}`);
    expect(role.transfers.map((transfer) => transfer.no).sort()).toEqual(own.map((row) => row.no).sort());
  });

  it('a club sees its roster and its open transfers', async () => {
    const role = await roleOf('volleyclub');
    if (role?.kind !== 'club') throw new Error(`club section expected, got ${role?.kind}`);
    const clubNo = await typeNoOf('volleyclub');
    const [roster] = await rows<{ count: number }>(
      sql`select count(*)::int as count from persons where club_no = ${clubNo}`,
    );
    expect(role.rosterCount).toBe(roster!.count);
    expect(role.roster.length).toBe(Math.min(roster!.count, DASHBOARD_LIST_LIMIT));
    const open = await rows<{ no: number }>(
      sql`select no from volley_transfers where (from_club_no = ${clubNo} or to_club_no = ${clubNo})
          and status not in ('approved', 'active', 'ended', 'released', 'cancelled', 'rejected')`,
    );
    expect(role.transfers.map((transfer) => transfer.no).sort()).toEqual(
      open
        .map((row) => row.no)
        .sort()
        .slice(0, DASHBOARD_LIST_LIMIT),
    );
  });

  it('a referee sees the matches to come they are assigned to, with their duty', async () => {
    const refereeNo = await typeNoOf('referee');
    const [match] = await rows<{ no: number }>(
      sql`select m.no from volley_matches m join volley_tournaments t on t.no = m.tournament_no
          where t.published and m.status = 'scheduled' and m.local_date >= current_date
            and ${refereeNo} not in (coalesce(m.referee1_no, 0), coalesce(m.scorer_no, 0))
          order by m.no limit 1`,
    );
    expect(match, 'the demo has a match to come').toBeDefined();
    await t.app.identityDb.db.execute(
      sql`update volley_matches set referee2_no = ${refereeNo} where no = ${match!.no}`,
    );
    const role = await roleOf('referee');
    if (role?.kind !== 'referee') throw new Error(`referee section expected, got ${role?.kind}`);
    expect(role.assignments).toContainEqual(expect.objectContaining({ no: match!.no, duty: 'referee2' }));
    expect(role.assignments.some((assignment) => assignment.duty === 'referee1')).toBe(true);
    const assigned = await rows<{ no: number }>(
      sql`select no from volley_matches where ${refereeNo} in (referee1_no, referee2_no, scorer_no)`,
    );
    expect(role.assignments.every((a) => assigned.some((row) => row.no === a.no))).toBe(true);
  });

  it("a federation sees its open transfers and its teams in competition, no other federation's", async () => {
    const role = await roleOf('federation');
    if (role?.kind !== 'federation') throw new Error(`federation section expected, got ${role?.kind}`);
    const kenya = await typeNoOf('federation');
    const [open] = await rows<{ count: number }>(
      sql`select count(*)::int as count from volley_transfers where (from_federation_no = ${kenya} or to_federation_no = ${kenya})
          and status not in ('approved', 'active', 'ended', 'released', 'cancelled', 'rejected')`,
    );
    expect(role.openTransferCount).toBe(open!.count);
    expect(role.openTransfers.every((transfer) => transfer.from.includes('KEN') || transfer.to.includes('KEN'))).toBe(
      true,
    );
    const teams = await rows<{ no: number }>(
      sql`select tm.no from volley_teams tm left join volley_clubs c on c.no = tm.club_no
          where tm.federation_no = ${kenya} or c.federation_no = ${kenya}`,
    );
    expect(role.teams.every((team) => teams.some((row) => row.no === team.no))).toBe(true);
  });

  it.each(['guest', 'coach', 'administrator'])('%s has no role section: the counts say it', async (username) => {
    expect(await roleOf(username)).toBeNull();
  });
});
