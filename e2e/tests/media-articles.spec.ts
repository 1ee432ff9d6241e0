import { crc32, deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn, type DemoUsername } from '../fixtures/auth';

/** A PNG of one colour, for the cover: the server checks the bytes and makes the sizes itself. */
function cover() {
  const [width, height] = [160, 90];
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0xc0)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name: 'cover.png', mimeType: 'image/png', buffer };
}

async function pageOf(browser: Browser, username: DemoUsername, path: string): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await signIn(page, username, { redirect: path });
  return page;
}

/** Takes a step from the article's page: its button, then the dialog's. */
async function takeStep(page: Page, button: string, confirm: string, done: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: confirm, exact: true }).click();
  await expect(page.getByText(done)).toBeVisible();
}

test('a writer drafts an article with a cover, a translator adds French, an officer publishes it, read anonymously in French', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Finals weekend ${Date.now()}`;
  const writer = await pageOf(browser, 'presswriter', '/media/articles');
  await writer.getByRole('link', { name: 'New article' }).click();
  const draft = writer.getByRole('form', { name: 'New article' });
  await draft.getByRole('textbox', { name: 'Title' }).fill(title);
  await draft.getByRole('textbox', { name: 'Summary' }).fill('Two days of volleyball.');
  await draft.getByRole('textbox', { name: 'Text' }).fill('The best teams meet in the final.');
  await draft.getByRole('button', { name: 'Create the draft' }).click();
  await expect(writer).toHaveURL(/\/media\/articles\/\d+$/);
  const no = Number(/(\d+)$/.exec(writer.url())?.[1]);

  await writer.getByLabel('Choose a cover image').setInputFiles(cover());
  await expect(writer.getByText('The cover image has been uploaded: save to keep it.')).toBeVisible();
  await writer.getByRole('button', { name: 'Save the cover, tags and links' }).click();
  await expect(writer.getByText('The cover, tags and links have been saved.')).toBeVisible();
  await expect(writer.getByRole('img', { name: 'Cover of the article' })).toBeVisible();
  await takeStep(writer, 'Submit for review', 'Submit', 'The article has been submitted for review.');

  const translator = await pageOf(browser, 'presstranslator', `/media/articles/${no}`);
  const french = translator.getByRole('form', { name: 'French' });
  await french.getByRole('textbox', { name: 'Title' }).fill('Week-end des finales');
  await french.getByRole('textbox', { name: 'Summary' }).fill('Deux jours de volley-ball.');
  await french.getByRole('textbox', { name: 'Text' }).fill('Les meilleures équipes se retrouvent en finale.');
  await french.getByRole('button', { name: 'Save the French version' }).click();
  await expect(translator.getByText('The French version has been saved.')).toBeVisible();

  const officer = await pageOf(browser, 'pressofficer', `/media/articles/${no}`);
  await takeStep(officer, 'Publish', 'Publish', 'The article has been published.');
  const axe = await new AxeBuilder({ page: officer }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  const answer = await request.post('/vis2009/XmlRequest.asmx', {
    headers: { 'content-type': 'text/xml', accept: 'application/json', 'accept-language': 'fr' },
    data: `<Request Type="GetArticleList" Fields="No Title Summary Body Language CoverImageUrl"><Filter No="${no}"/></Request>`,
  });
  expect(answer.ok()).toBe(true);
  const [article] = ((await answer.json()) as { data: Record<string, unknown>[] }).data;
  expect(article).toMatchObject({
    no,
    title: 'Week-end des finales',
    summary: 'Deux jours de volley-ball.',
    body: '<p>Les meilleures équipes se retrouvent en finale.</p>',
    language: 'fr',
  });
  expect((await request.get(String(article!.coverImageUrl))).ok()).toBe(true);
  for (const page of [writer, translator, officer]) await page.context().close();
});
