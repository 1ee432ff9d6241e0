import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../fixtures/auth';

/** The four national teams entered, by the federation choice's label and the team's name. */
const NATIONS = [
  { federation: /^KEN\b/, name: 'Kenya' },
  { federation: /^ITA\b/, name: 'Italy' },
  { federation: /^BRA\b/, name: 'Brazil' },
  { federation: /^JPN\b/, name: 'Japan' },
] as const;

/** A 3-1 and a 3-2 won by team A: the sets as typed, A's points first. */
const THREE_ONE = [
  [25, 20],
  [25, 18],
  [22, 25],
  [25, 21],
] as const;
const THREE_TWO = [
  [25, 23],
  [19, 25],
  [25, 22],
  [23, 25],
  [15, 11],
] as const;

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name });

/** The option of a select whose label matches `label` (federations are listed as `KEN — Kenya …`). */
async function optionMatching(select: Locator, label: RegExp): Promise<string> {
  const options = await select
    .locator('option')
    .evaluateAll((nodes) =>
      nodes.map((node) => ({ value: (node as HTMLOptionElement).value, label: node.textContent ?? '' })),
    );
  const option = options.find((candidate) => label.test(candidate.label.trim()));
  if (!option) throw new Error(`No option ${label}`);
  return option.value;
}

/** Opens a match's result dialog from the schedule; resolves with it and its two teams. */
async function openResult(page: Page, number: number) {
  await page.getByRole('button', { name: `Edit match ${number}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Result' }).click();
  const dialog = page.getByRole('dialog', { name: `Result of match ${number}` });
  await expect(dialog).toBeVisible();
  // The dialog's description names the teams: `Kenya – Italy`.
  const description = page.locator(`[id="${await dialog.getAttribute('aria-describedby')}"]`);
  const [teamA = '', teamB = ''] = ((await description.textContent()) ?? '').split(' – ');
  return { dialog, teamA, teamB };
}

async function typeSets(dialog: Locator, sets: readonly (readonly [number, number])[]) {
  for (const [i, [a, b]] of sets.entries()) {
    const inputs = dialog.getByLabel(new RegExp(`^Set ${i + 1}, points of `));
    await inputs.nth(0).fill(String(a));
    await inputs.nth(1).fill(String(b));
  }
}

/** A team's ranking points in the pool's standings (the Pts column). */
function pointsOf(page: Page, pool: string, team: string) {
  return page
    .getByRole('table', { name: `Standings of Pool ${pool}` })
    .getByRole('row')
    .filter({ hasText: team })
    .getByRole('cell')
    .nth(5);
}

test.describe('a tournament manager runs a tournament', () => {
  test('creates it, enters four national teams in a pool, plays two matches of its round robin, publishes it; the public service lists the results', async ({
    page,
    request,
  }) => {
    // One long journey through every tab, on a loaded machine.
    test.setTimeout(180_000);
    const code = `E2E${Date.now().toString(36).toUpperCase()}`.slice(0, 30);
    const name = `Journey Cup ${code}`;
    const start = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    let tournamentNo = 0;

    await test.step('creates the tournament', async () => {
      await signIn(page, 'volleytournamentmanager', { redirect: '/volley/tournaments' });
      await page.getByRole('button', { name: 'New tournament' }).click();
      const dialog = page.getByRole('dialog', { name: 'New tournament' });
      await dialog.getByLabel('Code', { exact: true }).fill(code);
      await dialog.getByLabel('Name', { exact: true }).fill(name);
      await dialog.getByLabel('Type', { exact: true }).selectOption({ index: 1 });
      await dialog.getByLabel('Gender', { exact: true }).selectOption({ label: 'Men' });
      await dialog.getByLabel('Start', { exact: true }).fill(start);
      await dialog.getByLabel('End', { exact: true }).fill(end);
      await dialog.getByRole('button', { name: 'Create the tournament' }).click();
      await expect(page).toHaveURL(/\/volley\/tournaments\/\d+$/);
      tournamentNo = Number(/(\d+)$/.exec(page.url())?.[1]);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    });

    await test.step('enters four national teams', async () => {
      await tab(page, 'Teams and rosters').click();
      for (const [i, nation] of NATIONS.entries()) {
        await page.getByRole('button', { name: 'Add a team' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add a team' });
        const federation = dialog.getByLabel('Federation', { exact: true });
        await expect(federation.locator('option')).not.toHaveCount(1);
        await federation.selectOption(await optionMatching(federation, nation.federation));
        await expect(dialog.getByLabel('Team name')).toHaveValue(nation.name);
        await dialog.getByRole('button', { name: 'Add a team' }).click();
        await expect(dialog).toHaveCount(0);
        await expect(page.getByText(`${i + 1} team${i === 0 ? '' : 's'}`, { exact: true })).toBeVisible();
      }
    });

    await test.step('adds a pool of the four and generates its round robin', async () => {
      await tab(page, 'Pools').click();
      await expect(page.getByText('No pools yet.')).toBeVisible();
      await page.getByRole('button', { name: 'Add a pool' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a pool' });
      await dialog.getByLabel('Pool', { exact: true }).fill('A');
      for (const nation of NATIONS) await dialog.getByRole('checkbox', { name: nation.name }).check();
      await dialog.getByRole('button', { name: 'Add a pool' }).click();
      await expect(dialog).toHaveCount(0);
      const standings = page.getByRole('table', { name: 'Standings of Pool A' });
      await expect(standings.getByRole('row')).toHaveCount(5);

      await page.getByRole('button', { name: 'Generate round robin' }).click();
      const generate = page.getByRole('dialog', { name: 'Round robin of pool A' });
      await expect(generate).toContainText('4 teams play each other once: 6 matches.');
      await generate.getByRole('button', { name: 'Generate the matches' }).click();
      await expect(generate).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Generate round robin' })).toHaveCount(0);
    });

    const points = new Map<string, number>(NATIONS.map((nation) => [nation.name, 0]));
    await test.step('enters a 3-1 and a 3-2; the standings follow', async () => {
      await tab(page, 'Schedule').click();
      await expect(page.getByText('6 matches', { exact: true })).toBeVisible();
      for (const [number, sets, won, lost] of [
        [1, THREE_ONE, 3, 0],
        [2, THREE_TWO, 2, 1],
      ] as const) {
        const { dialog, teamA, teamB } = await openResult(page, number);
        await typeSets(dialog, sets);
        await expect(dialog.getByText(`Sets: ${teamA} 3 – ${won === 3 ? 1 : 2} ${teamB}`)).toBeVisible();
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(dialog).toHaveCount(0);
        points.set(teamA, (points.get(teamA) ?? 0) + won);
        points.set(teamB, (points.get(teamB) ?? 0) + lost);
      }
      await expect(page.getByText('Finished', { exact: true })).toHaveCount(2);

      await tab(page, 'Pools').click();
      for (const [team, expected] of points) await expect(pointsOf(page, 'A', team)).toHaveText(String(expected));
      expect([...points.values()].sort()).toEqual([0, 1, 2, 3]);
      expect(await seriousViolations(page)).toEqual([]);
    });

    await test.step('a third match: a 25-24 set is refused as it is typed', async () => {
      await tab(page, 'Schedule').click();
      const { dialog } = await openResult(page, 3);
      await typeSets(dialog, [
        [25, 20],
        [25, 24],
      ]);
      await expect(
        dialog.getByText('Set 2: a set is won at 25 points with a 2-point lead (25-24 is not a finished set).'),
      ).toBeVisible();
      await expect(dialog.getByLabel(/^Set 2, points of /).first()).toHaveAttribute('aria-invalid', 'true');
      // Save waits until the result holds: nothing reaches the server.
      await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    });

    await test.step('publishes it', async () => {
      await tab(page, 'Overview').click();
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByText('Yes: everyone sees it')).toBeVisible();
    });

    await test.step('anyone reads its matches through the public service', async () => {
      const xml =
        '<Request Type="GetVolleyMatchList" Fields="No TeamAName TeamBName PointsTeamASet1 PointsTeamBSet1 MatchPointsA MatchPointsB">' +
        `<Filter NoTournament="${tournamentNo}"/></Request>`;
      const response = await request.get(`/vis2009/XmlRequest.asmx?Request=${encodeURIComponent(xml)}`, {
        headers: { Accept: 'application/json' },
      });
      expect(response.status()).toBe(200);
      type Row = {
        no: number;
        teamAName: string;
        teamBName: string;
        pointsTeamASet1: number | null;
        pointsTeamBSet1: number | null;
        matchPointsA: number | null;
        matchPointsB: number | null;
      };
      const { data } = (await response.json()) as { data: Row[] };
      expect(data).toHaveLength(6);
      const teams = new Set(data.flatMap((row) => [row.teamAName, row.teamBName]));
      expect([...teams].sort()).toEqual(NATIONS.map((nation) => nation.name).sort());
      const played = data
        .filter((row) => row.matchPointsA !== null && (row.matchPointsA > 0 || (row.matchPointsB ?? 0) > 0))
        .map((row) => [row.pointsTeamASet1, row.pointsTeamBSet1, row.matchPointsA, row.matchPointsB]);
      expect(played.sort()).toEqual([
        [25, 20, 3, 1],
        [25, 23, 3, 2],
      ]);
    });
  });
});
