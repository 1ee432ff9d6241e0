import { crc32, deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/auth';

/** A PNG of one colour: the server checks the bytes and makes the sizes itself. */
function png(name: string, width: number, height: number, [r, g, b]: [number, number, number]) {
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
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

test('a photographer uploads three photos to a new album, shown as a two-column masonry with a lightbox', async ({
  page,
}) => {
  await signIn(page, 'photographer', { redirect: '/media/albums' });
  await page.getByRole('button', { name: 'New album' }).click();
  const dialog = page.getByRole('dialog', { name: 'A new album' });
  const title = `Warm-up ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Title (English)' }).fill(title);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The album has been created!')).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  await page
    .locator('input[type="file"]')
    .setInputFiles([
      png('serve.png', 120, 180, [29, 78, 216]),
      png('block.png', 180, 120, [234, 88, 12]),
      png('dig.png', 160, 160, [21, 128, 61]),
    ]);
  await expect(page.getByText('3 photos added!')).toBeVisible();
  const tiles = page.getByRole('button', { name: /^Open photo \d/ });
  await expect(tiles).toHaveCount(3);
  const columns = page.getByTestId('masonry-column');
  await expect(columns).toHaveCount(2);
  // Side by side: the second column starts to the right of the first.
  const [left, right] = [await columns.nth(0).boundingBox(), await columns.nth(1).boundingBox()];
  expect(right!.x).toBeGreaterThan(left!.x + left!.width - 1);
  await expect(columns.nth(0).getByRole('listitem')).not.toHaveCount(0);
  await expect(columns.nth(1).getByRole('listitem')).not.toHaveCount(0);

  await tiles.first().click();
  const viewer = page.getByLabel('Photo viewer');
  await expect(viewer).toBeVisible();
  // The first photo has no previous one; the arrow key moves to the second.
  await expect(viewer.getByRole('button', { name: 'Previous photo' })).toBeDisabled();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByRole('button', { name: 'Previous photo' })).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(tiles.first()).toBeFocused();

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});
