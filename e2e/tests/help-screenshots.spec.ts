import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { blockAvatarService, DEMO_PASSWORD, signIn, type DemoUsername } from '../fixtures/auth';
import { sidebar, skipTour } from '../fixtures/shell';

/**
 * The pictures of the in-app help's guides (apps/web/src/features/help/guides.ts), taken on the
 * demo in each language: a page that changes changes its picture. They are written into
 * apps/web/public/help/<language>/<guide>-<n>.jpg, which the build copies; commit them.
 */
const LANGUAGES = ['en', 'fr', 'es'] as const;
type Language = (typeof LANGUAGES)[number];

/** A title for the application shown being written. */
const SAMPLE_TITLE: Record<Language, string> = {
  en: 'Beach coach for the national teams',
  fr: 'Entraîneur de beach-volley pour les équipes nationales',
  es: 'Entrenador de vóley playa para las selecciones nacionales',
};

const WEB = join(import.meta.dirname, '..', '..', 'apps', 'web');
const PICTURES = join(WEB, 'public', 'help');

/** A text of the interface (`namespace:key.path` of apps/web/src/locales), as the page shows it. */
function textOf(language: Language, namespace: string, path: string, values: Record<string, string> = {}): string {
  const catalogue: unknown = JSON.parse(
    readFileSync(join(WEB, 'src', 'locales', language, `${namespace}.json`), 'utf8'),
  );
  const text = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], catalogue);
  if (typeof text !== 'string') throw new Error(`No text ${language}/${namespace}:${path}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** Signs `page`'s context in as another demo user, through the API, and loads the app at `path`. */
async function actAs(page: Page, username: DemoUsername, path: string) {
  await page.context().clearCookies();
  const login = await page.request.post('/auth/login', { data: { username, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  await page.goto(path);
}

/** The table's first record is shown: the list's data has come. */
const firstRow = (page: Page) => page.getByRole('main').getByRole('table').first().getByRole('row').nth(1);

test.describe.configure({ mode: 'parallel' });

for (const language of LANGUAGES) {
  test(`takes the pictures of the help guides in ${language}`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({
      // The browser's own controls (date fields) in the language too.
      locale: { en: 'en-GB', fr: 'fr-FR', es: 'es-ES' }[language],
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    });
    await blockAvatarService(context);
    await context.addInitScript((locale) => localStorage.setItem('locale', locale), language);
    const page = await context.newPage();
    const t = (namespace: string, path: string, values?: Record<string, string>) =>
      textOf(language, namespace, path, values);
    mkdirSync(join(PICTURES, language), { recursive: true });

    /** Goes to `path` inside the app, as its links do: the app is not loaded again (faster). */
    async function open(path: string) {
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    }

    /**
     * Waits for `ready`, then takes the page from its top, its pictures in view loaded and nothing
     * focused (no focus ring); `fullPage` takes all of its length.
     */
    async function picture(guide: string, n: number, ready: Locator, fullPage = false) {
      await expect(ready).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('#nprogress')).toHaveCount(0);
      await page.evaluate(() => {
        (document.activeElement as HTMLElement | null)?.blur();
        window.scrollTo(0, 0);
      });
      await page.waitForFunction(() =>
        Array.from(document.images).every(
          (img) => img.complete || img.getBoundingClientRect().top > window.innerHeight,
        ),
      );
      await page.screenshot({
        path: join(PICTURES, language, `${guide}-${n}.jpg`),
        type: 'jpeg',
        quality: 70,
        animations: 'disabled',
        caret: 'hide',
        fullPage,
      });
    }

    await actAs(page, 'federation', '/players');
    const me = (await (await page.request.get('/auth/me')).json()) as { no: number };
    await skipTour(page, me.no);
    await picture('register-player', 1, firstRow(page));
    await open('/players/new');
    await picture('register-player', 2, page.getByRole('button', { name: t('common', 'actions.save') }));

    await open('/volley/transfers');
    await picture('start-transfer', 1, firstRow(page));
    await page.getByRole('button', { name: t('transfers', 'new.button') }).click();
    const transfer = page.getByRole('dialog');
    await transfer.getByPlaceholder(t('forms', 'playerPicker.search')).fill('Wanjala');
    await transfer.getByRole('row', { name: /Mercy Wanjala/ }).dblclick();
    await picture('start-transfer', 2, transfer.getByRole('button', { name: t('transfers', 'new.create') }));

    await open('/legal/foo-changes');
    await picture('file-legal-case', 1, firstRow(page));
    // The demo's first case is a draft of the federation's, with its rules and documents.
    await open('/legal/cases/1');
    await picture('file-legal-case', 2, page.getByRole('button', { name: t('legal', 'documents.submit') }));

    await open('/empowerment/applications');
    await picture('apply-for-empowerment', 1, firstRow(page));
    await open('/empowerment/applications/new?type=coachSupport&call=1');
    await page.getByLabel(t('applications', 'form.title'), { exact: true }).fill(SAMPLE_TITLE[language]);
    await picture('apply-for-empowerment', 2, page.getByRole('button', { name: t('applications', 'form.save') }));

    await actAs(page, 'volleytournamentmanager', '/volley/tournaments');
    await picture('run-indoor-tournament', 1, firstRow(page));
    await open('/volley/tournaments/1?tab=pools');
    await picture('run-indoor-tournament', 2, firstRow(page));
    const editMatch = page.getByRole('button', {
      name: t('competitions', 'schedule.editMatch', { number: '1' }),
      exact: true,
    });
    await open('/volley/tournaments/1?tab=schedule');
    await picture('enter-match-results', 1, editMatch);
    await editMatch.click();
    await page.getByRole('menuitem', { name: t('competitions', 'schedule.result') }).click();
    const result = page.getByRole('dialog', { name: t('competitions', 'result.title', { number: '1' }) });
    await picture('enter-match-results', 2, result.getByRole('button', { name: t('common', 'actions.save') }));

    // The demo's Elite 16 Cape Town (men), its entries open: the draw's steps are all ahead.
    await actAs(page, 'beachtournamentmanager', '/beach/tournaments/30');
    const steps = page.getByRole('region', { name: t('beach', 'workflow.title') });
    // The whole page: its steps are below the details.
    await picture(
      'run-beach-draw',
      1,
      steps.getByRole('button', { name: t('beach', 'workflow.allocation.button') }),
      true,
    );
    await open('/beach/tournaments/25?tab=pools');
    const matchNumber = t('beach', 'schedule.matchNumber', { number: '' }).trim();
    await picture('run-beach-draw', 2, page.getByText(new RegExp(`^${matchNumber} \\d+$`)).first());

    await actAs(page, 'presswriter', '/media/articles/new?kind=article');
    const draft = page.getByRole('form');
    await draft.getByRole('textbox', { name: t('articles', 'fields.title') }).fill('Finals weekend');
    await draft.getByRole('textbox', { name: t('articles', 'fields.summary') }).fill('Two days of volleyball.');
    await draft.getByRole('textbox', { name: t('articles', 'fields.body') }).fill('The best teams meet in the final.');
    await picture('publish-article', 1, draft.getByRole('button', { name: t('articles', 'new.create') }));
    // The demo's fourth article waits for a press officer's review.
    await actAs(page, 'pressofficer', '/media/articles/4');
    const publish = page.getByRole('button', { name: t('articles', 'steps.publish.action'), exact: true });
    await picture('publish-article', 2, publish);
    await context.close();
  });
}

test('the sidebar opens the help; a guide shows its pictures; neither has a serious accessibility fault', async ({
  page,
}) => {
  await signIn(page, 'federation');
  await sidebar(page).getByRole('link', { name: 'Help guides' }).click();
  await expect(page).toHaveURL('/help');
  // The server answers the address with the app, though its pictures are in a folder of that name.
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search the guides' }).fill('Contract');
  await expect(page.getByText('1 guide matches “Contract”.')).toBeVisible();
  const axe = async () =>
    (await new AxeBuilder({ page }).include('main').analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(await axe()).toEqual([]);

  await page.getByRole('link', { name: /^Start a transfer/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Start a transfer' })).toBeVisible();
  const pictures = page.getByRole('main').getByRole('img');
  await expect(pictures).toHaveCount(2);
  for (const img of await pictures.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth)).toBe(1280);
  }
  expect(await axe()).toEqual([]);
  await page.getByRole('main').getByRole('link', { name: 'Transfers', exact: true }).click();
  await expect(page).toHaveURL('/volley/transfers');
  await page.getByRole('link', { name: 'How does this work?' }).click();
  await expect(page).toHaveURL('/help/start-transfer');
});
