import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../fixtures/auth';

/** The demo's women's Elite 16 of this week: its 16 entries wait to be allocated (server demo-beach.ts). */
const TOURNAMENT_CODE = 'W-E16-CPT';

type Match = {
  no: number;
  version: number;
  noInTournament: number;
  noTeamA: number | null;
  noTeamB: number | null;
  noWinner: number | null;
  bracket: string;
};

async function proxy(page: Page, xml: string) {
  const response = await page.request.post('/proxy', {
    headers: { 'content-type': 'application/xml', accept: 'application/json' },
    data: xml,
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { data: unknown };
}

async function matchesOf(page: Page, tournamentNo: number): Promise<Match[]> {
  const { data } = await proxy(
    page,
    `<Request Type="GetBeachMatchList" Fields="No Version NoInTournament NoTeamA NoTeamB NoWinner Bracket" Filter="NoTournament='${tournamentNo}'"/>`,
  );
  return data as Match[];
}

/** Plays every match whose teams are known, team A winning, as the result dialog would save it. */
async function playOpenMatches(page: Page, tournamentNo: number) {
  for (;;) {
    const open = (await matchesOf(page, tournamentNo)).filter((m) => m.noWinner === null && m.noTeamA && m.noTeamB);
    if (open.length === 0) return;
    for (const match of open) {
      await proxy(
        page,
        `<Request Type="SaveBeachMatch"><BeachMatch No="${match.no}" Version="${match.version}" Status="15" ResultType="0" PointsTeamASet1="21" PointsTeamBSet1="17" PointsTeamASet2="21" PointsTeamBSet2="19"/></Request>`,
      );
    }
  }
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function runStep(page: Page, button: string, done: string) {
  const workflow = page.getByRole('region', { name: 'Running the tournament' });
  await workflow.getByRole('button', { name: button, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByText(done)).toBeVisible();
}

test('a beach tournament manager runs an Elite 16 from its entries to the published ranking, which the world ranking then counts', async ({
  page,
}) => {
  test.setTimeout(240_000);
  let tournamentNo = 0;

  await test.step('finds the tournament and its 16 entries', async () => {
    await signIn(page, 'beachtournamentmanager', { redirect: '/beach/tournaments' });
    const { data } = await proxy(
      page,
      `<Request Type="GetBeachTournamentList" Fields="No"><Filter Search="${TOURNAMENT_CODE}"/></Request>`,
    );
    tournamentNo = (data as { no: number }[])[0]!.no;
    await page
      .getByRole('row', { name: /Elite 16 Cape Town.*Women/ })
      .getByRole('link')
      .click();
    await expect(page).toHaveURL(new RegExp(`/beach/tournaments/${tournamentNo}$`));
    await page.getByRole('tab', { name: 'Entries' }).click();
    await expect(page.getByText('16 teams entered')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('allocates the entries and draws the pools and brackets', async () => {
    await page.getByRole('tab', { name: 'Overview' }).click();
    await runStep(page, 'Allocate', 'The entries have been allocated.');
    await runStep(page, 'Draw', 'The tournament has been drawn.');
    await page.getByRole('tab', { name: 'Pools' }).click();
    await expect(page.getByRole('table', { name: 'Standings of Pool A' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('sees a 21-20 set refused, then enters the result', async () => {
    const [first] = (await matchesOf(page, tournamentNo)).filter((m) => m.bracket === 'A1');
    await page.getByRole('button', { name: `Result of match ${first!.noInTournament}` }).click();
    const dialog = page.getByRole('dialog', { name: `Result of match ${first!.noInTournament}` });
    await dialog.getByLabel('Status').selectOption({ label: 'Finished' });
    const set = (n: number) => dialog.getByLabel(new RegExp(`^Set ${n}, points of `));
    await set(1).nth(0).fill('21');
    await set(1).nth(1).fill('20');
    await set(2).nth(0).fill('21');
    await set(2).nth(1).fill('15');
    await expect(dialog.getByText(/^Set 1: a set is won at 21 points with a 2-point lead \(21-20/)).toBeVisible();
    await set(1).nth(1).fill('19');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    const standings = page.getByRole('table', { name: 'Standings of Pool A' });
    await expect(standings.getByRole('row').nth(1).getByRole('cell').nth(3)).toHaveText('1');
  });

  await test.step('plays the pools and the brackets to the final', async () => {
    await playOpenMatches(page, tournamentNo);
    await page.reload();
    await page.getByRole('tab', { name: 'Brackets' }).click();
    const final = page.getByRole('listitem').filter({ hasText: 'Final' }).last();
    await expect(final).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('computes the final ranking and publishes it', async () => {
    await page.getByRole('tab', { name: 'Overview' }).click();
    await runStep(page, 'Compute', 'The final ranking has been computed.');
    await runStep(page, 'Publish', 'The final ranking has been published.');
    await page.getByRole('tab', { name: 'Final ranking' }).click();
    const ranking = page.getByRole('table', { name: 'Final ranking of Elite 16 Cape Town' });
    await expect(ranking.getByRole('row').nth(1)).toContainText('1,200');
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step("the world ranking counts it, and the winner's explanation lists it", async () => {
    const { data: teams } = await proxy(
      page,
      `<Request Type="GetBeachTeamList" Fields="NoPlayer1 Rank" Sort="Rank" Take="1" Filter="NoTournament='${tournamentNo}'"/>`,
    );
    const [champion] = teams as { noPlayer1: number; rank: number }[];
    expect(champion!.rank).toBe(1);
    const { data: player } = await proxy(
      page,
      `<Request Type="GetPlayer" No="${champion!.noPlayer1}" Fields="FirstName LastName"/>`,
    );
    const { firstName, lastName } = player as { firstName: string; lastName: string };
    await page.goto('/beach/rankings?gender=1');
    await page.getByRole('link', { name: `${firstName} ${lastName}` }).click();
    await expect(page).toHaveURL(new RegExp(`/beach/rankings/players/${champion!.noPlayer1}`));
    const counted = page.getByRole('region', { name: /results that count/ });
    await expect(counted.getByRole('row').filter({ hasText: 'Elite 16 Cape Town' })).toContainText('1,200');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
