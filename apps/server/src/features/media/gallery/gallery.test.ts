import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES } from '@libero/shared/media/gallery';
import { buildRequest, getList, save, type VisAttributes } from '@libero/shared/vis/request-builder';
import { createTestApp, signIn, type TestApp } from '../../../../test/test-app';
import { auditLog } from '../../../db/schema/audit';
import { albums, images } from '../../../db/schema/media';

/**
 * photographer and pressofficer keep albums (`media.albums`); the photographer only what it made.
 * pressadministrator uploads article covers (`media.articles`); coach is no media user.
 */
const USERS = ['photographer', 'pressofficer', 'pressadministrator', 'coach', 'administrator'] as const;
type User = (typeof USERS)[number];

let t: TestApp;
const cookies = {} as Record<User, string>;
const db = () => t.app.identityDb.db;
const headersOf = (user: User | null): Record<string, string> => (user ? { cookie: cookies[user] } : {});

let publishedAlbum = 0;
let draftAlbum = 0;
beforeAll(async () => {
  t = await createTestApp();
  for (const user of USERS) cookies[user] = await signIn(t.app, user);
  const rows = await db().select({ no: albums.no, status: albums.status }).from(albums).orderBy(albums.no);
  publishedAlbum = rows.find((row) => row.status === 'published')!.no;
  draftAlbum = rows.find((row) => row.status === 'draft')!.no;
});
afterAll(() => t?.close());

const jpeg = (width = 2400, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: '#1d4ed8' } })
    .jpeg()
    .toBuffer();
const png = () =>
  sharp({ create: { width: 300, height: 500, channels: 4, background: '#ea580c' } })
    .png()
    .toBuffer();

async function upload(user: User | null, file: { bytes: Buffer; name: string }, albumNo?: number) {
  const form = new FormData();
  if (albumNo !== undefined) form.append('albumNo', String(albumNo));
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: 'image/jpeg' }), file.name);
  const encoded = new Response(form);
  return t.app.inject({
    method: 'POST',
    url: '/api/media/images',
    headers: { ...headersOf(user), 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

async function uploaded(user: User, albumNo = draftAlbum): Promise<number> {
  const response = await upload(user, { bytes: await jpeg(800, 600), name: 'rally.jpg' }, albumNo);
  expect(response.statusCode).toBe(201);
  return response.json<{ no: number }>().no;
}

const fetchImage = (user: User | null, no: number, size: string) =>
  t.app.inject({ url: `/api/media/images/${no}/${size}`, headers: headersOf(user) });

const gateway = (user: User | null, xml: string) =>
  t.app.inject({
    method: 'POST',
    url: user ? '/proxy' : '/vis2009/XmlRequest.asmx',
    headers: { ...headersOf(user), 'content-type': 'application/xml', accept: 'application/json' },
    payload: xml,
  });
const saveRecord = (user: User, entity: string, record: VisAttributes) =>
  gateway(user, buildRequest(save(entity, record)));

const versionOf = async (no: number) =>
  (await db().select({ version: images.version }).from(images).where(eq(images.no, no)))[0]!.version;
const errorCode = (response: { json: () => unknown }) =>
  (response.json() as { errors: { code: string }[] }).errors[0]?.code;

describe('uploads', () => {
  it('keeps a JPEG and makes its web and thumbnail sizes once', async () => {
    const bytes = await jpeg();
    const response = await upload('photographer', { bytes, name: 'wide.jpg' }, draftAlbum);
    expect(response.statusCode).toBe(201);
    const image = response.json<{ no: number; width: number; height: number; thumbUrl: string; webUrl: string }>();
    expect(image).toMatchObject({ width: 2400, height: 1200, thumbUrl: `/api/media/images/${image.no}/thumb` });

    const original = await fetchImage('photographer', image.no, 'original');
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.rawPayload.equals(bytes)).toBe(true);
    for (const [size, width] of [
      ['web', 1600],
      ['thumb', 400],
    ] as const) {
      const sized = await fetchImage('photographer', image.no, size);
      expect(sized.headers['content-type']).toBe('image/webp');
      expect(await sharp(sized.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height: width / 2 });
    }
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'Image'), eq(auditLog.entityNo, String(image.no))));
    expect(audit).toMatchObject({ action: 'upload' });
  });

  it('accepts a PNG, never enlarged', async () => {
    const response = await upload('pressofficer', { bytes: await png(), name: 'tall.png' }, draftAlbum);
    expect(response.statusCode).toBe(201);
    const { no } = response.json<{ no: number }>();
    const thumb = await sharp((await fetchImage('pressofficer', no, 'thumb')).rawPayload).metadata();
    expect(thumb).toMatchObject({ width: 240, height: 400 });
    expect((await fetchImage('pressofficer', no, 'web')).statusCode).toBe(200);
  });

  it('refuses a text named .jpg by its bytes, and stores nothing', async () => {
    const before = await db().$count(images);
    const response = await upload(
      'photographer',
      { bytes: Buffer.from('not a photo at all'), name: 'fake.jpg' },
      draftAlbum,
    );
    expect(response.statusCode).toBe(415);
    expect(errorCode(response)).toBe('ImageTypeNotAccepted');
    expect(await db().$count(images)).toBe(before);
  });

  it('refuses a file larger than allowed', async () => {
    const head = await jpeg(16, 16);
    const bytes = Buffer.concat([head, Buffer.alloc(IMAGE_MAX_BYTES + 1 - head.length)]);
    const response = await upload('photographer', { bytes, name: 'huge.jpg' }, draftAlbum);
    expect(response.statusCode).toBe(413);
    expect(errorCode(response)).toBe('FileTooLarge');
  });

  it('lets only album keepers upload to an album, and article writers a cover', async () => {
    const bytes = await jpeg(64, 64);
    expect((await upload('coach', { bytes, name: 'a.jpg' }, draftAlbum)).statusCode).toBe(403);
    expect((await upload('pressadministrator', { bytes, name: 'a.jpg' }, draftAlbum)).statusCode).toBe(403);
    expect((await upload(null, { bytes, name: 'a.jpg' }, draftAlbum)).statusCode).toBe(401);
    expect((await upload('photographer', { bytes, name: 'a.jpg' })).statusCode).toBe(403);
    expect((await upload('photographer', { bytes, name: 'a.jpg' }, 999_999)).statusCode).toBe(404);
    const cover = await upload('pressadministrator', { bytes, name: 'cover.jpg' });
    expect(cover.statusCode).toBe(201);
    // An unpublished article's cover is its writers' only.
    const coverNo = cover.json<{ no: number }>().no;
    expect((await fetchImage('pressadministrator', coverNo, 'thumb')).statusCode).toBe(200);
    expect((await fetchImage(null, coverNo, 'thumb')).statusCode).toBe(404);
    expect((await fetchImage('coach', coverNo, 'thumb')).statusCode).toBe(404);
  });
});

describe('who sees what', () => {
  it('shows published albums and their images to anyone, drafts to album keepers only', async () => {
    const draftImage = await uploaded('photographer');
    const [publishedImage] = await db().select().from(images).where(eq(images.albumNo, publishedAlbum));
    const anonymous = await fetchImage(null, publishedImage!.no, 'web');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['cache-control']).toContain('public');
    expect((await fetchImage(null, draftImage, 'thumb')).statusCode).toBe(404);
    expect((await fetchImage('coach', draftImage, 'thumb')).statusCode).toBe(404);
    const kept = await fetchImage('pressofficer', draftImage, 'thumb');
    expect(kept.statusCode).toBe(200);
    expect(kept.headers['cache-control']).toContain('private');

    const listed = async (user: User | null) =>
      (await gateway(user, buildRequest(getList('Album', { fields: ['No', 'Status', 'ImageCount'] })))).json<{
        data: { no: number; status: string }[];
      }>().data;
    const anonymousAlbums = await listed(null);
    expect(anonymousAlbums.map((album) => album.status)).not.toContain('draft');
    expect(anonymousAlbums.map((album) => album.no)).toContain(publishedAlbum);
    expect((await listed('coach')).map((album) => album.no)).not.toContain(draftAlbum);
    expect((await listed('photographer')).map((album) => album.no)).toContain(draftAlbum);
    // The title in the reader's language, English when it has none there.
    const titled = await t.app.inject({
      method: 'POST',
      url: '/vis2009/XmlRequest.asmx',
      headers: { 'content-type': 'application/xml', accept: 'application/json', 'accept-language': 'fr' },
      payload: buildRequest(getList('Album', { fields: ['No', 'Title'], filter: { No: publishedAlbum } })),
    });
    const [published] = await db().select().from(albums).where(eq(albums.no, publishedAlbum));
    expect(titled.json<{ data: { title: string }[] }>().data[0]!.title).toBe(published!.titleFr);
    const draftImages = await gateway(null, buildRequest(getList('Image', { filter: { NoAlbum: draftAlbum } })));
    expect(draftImages.json<{ data: unknown[] }>().data).toEqual([]);
  });
});

describe('editing', () => {
  it('lets a photographer edit and delete its own images only; others need the grant', async () => {
    const own = await uploaded('photographer');
    const officers = await uploaded('pressofficer');
    const captioned = await saveRecord('photographer', 'Image', {
      No: own,
      Version: await versionOf(own),
      CaptionFr: 'Une attaque',
      Credit: 'P. Lefèvre',
    });
    expect(captioned.statusCode).toBe(200);
    expect((await db().select().from(images).where(eq(images.no, own)))[0]).toMatchObject({
      captionFr: 'Une attaque',
      credit: 'P. Lefèvre',
    });
    const others = await saveRecord('photographer', 'Image', {
      No: officers,
      Version: await versionOf(officers),
      Credit: 'x',
    });
    expect(others.statusCode).toBe(403);
    const byOfficer = await saveRecord('pressofficer', 'Image', {
      No: own,
      Version: await versionOf(own),
      Credit: 'Libero',
    });
    expect(byOfficer.statusCode).toBe(200);
    expect(
      (await saveRecord('coach', 'Image', { No: own, Version: await versionOf(own), Credit: 'x' })).statusCode,
    ).toBe(403);

    const remove = async (user: User, no: number, version: number) =>
      t.app.inject({ method: 'DELETE', url: `/api/media/images/${no}?version=${version}`, headers: headersOf(user) });
    expect((await remove('photographer', officers, await versionOf(officers))).statusCode).toBe(403);
    expect((await remove('coach', own, await versionOf(own))).statusCode).toBe(403);
    expect((await remove('photographer', own, 1)).statusCode).toBe(409);
    expect((await remove('photographer', own, await versionOf(own))).statusCode).toBe(204);
    expect((await fetchImage('photographer', own, 'original')).statusCode).toBe(404);
  });

  it('refuses a stale version', async () => {
    const no = await uploaded('photographer');
    const version = await versionOf(no);
    expect(
      (await saveRecord('photographer', 'Image', { No: no, Version: version, CaptionEn: 'First' })).statusCode,
    ).toBe(200);
    const stale = await saveRecord('photographer', 'Image', { No: no, Version: version, CaptionEn: 'Second' });
    expect(stale.statusCode).toBe(409);
    expect(errorCode(stale)).toBe('Conflict');
  });

  it('keeps albums: created by their keepers, a photographer editing its own, emptied before deleted', async () => {
    const created = await saveRecord('photographer', 'Album', { TitleEn: 'Warm-up', Status: 'draft' });
    expect(created.statusCode).toBe(200);
    const album = created.json<{ data: { no: number; version: number; createdByUserNo: number } }>().data;
    expect((await saveRecord('coach', 'Album', { TitleEn: 'Mine' })).statusCode).toBe(403);
    const officersAlbum = (await saveRecord('pressofficer', 'Album', { TitleEn: 'Press' })).json<{
      data: { no: number; version: number };
    }>().data;
    const edit = await saveRecord('photographer', 'Album', {
      No: officersAlbum.no,
      Version: officersAlbum.version,
      TitleFr: 'x',
    });
    expect(edit.statusCode).toBe(403);

    const first = await uploaded('photographer', album.no);
    const second = await uploaded('pressofficer', album.no);
    const [{ version }] = (await db()
      .select({ version: albums.version })
      .from(albums)
      .where(eq(albums.no, album.no))) as [{ version: number }];
    const reorder = (user: User, body: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/media/albums/${album.no}/order`,
        headers: headersOf(user),
        payload: body as object,
      });
    expect((await reorder('photographer', { version, imageNos: [second] })).statusCode).toBe(422);
    expect((await reorder('photographer', { version: 1, imageNos: [second, first] })).statusCode).toBe(409);
    const reordered = await reorder('photographer', { version, imageNos: [second, first] });
    expect(reordered.statusCode).toBe(200);
    const order = await gateway(
      'photographer',
      buildRequest(getList('Image', { fields: ['No'], filter: { NoAlbum: album.no } })),
    );
    expect(order.json<{ data: { no: number }[] }>().data.map((image) => image.no)).toEqual([second, first]);

    const current = (await db().select({ version: albums.version }).from(albums).where(eq(albums.no, album.no)))[0]!;
    const removed = await gateway(
      'photographer',
      buildRequest({ type: 'DeleteAlbum', attributes: { No: album.no, Version: current.version } }),
    );
    expect(removed.statusCode).toBe(409);
    expect(errorCode(removed)).toBe('AlbumNotEmpty');
  });
});
