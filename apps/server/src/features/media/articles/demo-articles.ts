import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ARTICLE_TRANSITIONS, type ArticleStatus } from '@libero/shared/media/articles';
import type { Db } from '../../../db/connection';
import { beachTournaments } from '../../../db/schema/beach';
import { volleyTournaments } from '../../../db/schema/competitions';
import { users } from '../../../db/schema/identity';
import { articleEvents, articleLinks, articles, articleTranslations } from '../../../db/schema/media';
import { personRoles } from '../../../db/schema/people';
import { recordTags, tags } from '../../../db/schema/tags';
import type { DocumentStorage } from '../../documents';
import { insertImage } from '../gallery/gallery-records';
import { storeImage } from '../gallery/image-files';
import { addToVocabulary } from '../tags/tag-vocabulary';
import { ARTICLE_TAG_SUBJECT } from './article-columns';
import { DEMO_ARTICLES, DEMO_TAG_DESCRIPTIONS, type DemoArticle } from './demo-articles-data';

type Person = { no: number | null; name: string };

async function demoUser(db: Db, username: string): Promise<Person> {
  const [user] = await db
    .select({ no: users.no, first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.username, username));
  return { no: user?.no ?? null, name: user ? `${user.first} ${user.last}` : username };
}

/** The first record of each kind an article may be linked to. */
async function linkTargets(db: Db) {
  const first = async (query: Promise<{ no: number }[]>) => (await query)[0]?.no;
  return {
    player: await first(
      db
        .select({ no: personRoles.personNo })
        .from(personRoles)
        .where(eq(personRoles.role, 'player'))
        .orderBy(asc(personRoles.personNo))
        .limit(1),
    ),
    volleyTournament: await first(
      db.select({ no: volleyTournaments.no }).from(volleyTournaments).orderBy(asc(volleyTournaments.no)).limit(1),
    ),
    beachTournament: await first(
      db.select({ no: beachTournaments.no }).from(beachTournaments).orderBy(asc(beachTournaments.no)).limit(1),
    ),
  };
}

/** A generated cover (no binary file in the repository): a sunset over a net. */
const coverPhoto = () =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675">
      <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f97316"/><stop offset="1" stop-color="#1e3a8a"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <rect x="0" y="420" width="1200" height="12" fill="#f8fafc"/>
      <circle cx="780" cy="260" r="90" fill="#facc15" stroke="#1e3a8a" stroke-width="14"/></svg>`),
  )
    .jpeg({ quality: 75 })
    .toBuffer();

type Seed = {
  people: { writer: Person; officer: Person; translator: Person };
  targets: Awaited<ReturnType<typeof linkTargets>>;
  coverNo: number;
};

async function seedArticle(db: Db, demo: DemoArticle, { people, targets, coverNo }: Seed) {
  const at = new Date(Date.now() - demo.daysAgo * 86_400_000);
  let status: ArticleStatus = 'draft';
  for (const step of demo.steps) status = ARTICLE_TRANSITIONS[step].to;
  const published = demo.steps.includes('publish');
  const [article] = await db
    .insert(articles)
    .values({
      kind: demo.kind,
      status,
      authorUserNo: people.writer.no,
      authorName: people.writer.name,
      publishedAt: published ? at : null,
      coverImageNo: demo.cover ? coverNo : null,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ no: articles.no });
  const no = article!.no;
  for (const [language, text] of Object.entries(demo.texts)) {
    const by = language === 'en' ? people.writer : people.translator;
    await db
      .insert(articleTranslations)
      .values({ articleNo: no, language: language as 'en', ...text, writtenByUserNo: by.no });
  }
  const events = [
    { action: 'create', fromStatus: null, toStatus: 'draft' as const, by: people.writer, comment: null },
    ...demo.steps.map((step) => ({
      action: step,
      fromStatus: ARTICLE_TRANSITIONS[step].from,
      toStatus: ARTICLE_TRANSITIONS[step].to,
      by: step === 'submit' ? people.writer : people.officer,
      comment: step === 'sendBack' ? 'Please add quotes from the players.' : null,
    })),
  ];
  for (const event of events)
    await db.insert(articleEvents).values({
      articleNo: no,
      action: event.action,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      comment: event.comment,
      byUserNo: event.by.no,
      byUserName: event.by.name,
      at,
    });
  for (const tag of demo.tags) await db.insert(recordTags).values({ subject: ARTICLE_TAG_SUBJECT, recordNo: no, tag });
  await addToVocabulary(db, demo.tags);
  for (const subject of demo.links) {
    const recordNo = targets[subject];
    if (recordNo !== undefined) await db.insert(articleLinks).values({ articleNo: no, subject, recordNo });
  }
}

/**
 * Eight articles and press releases in every status, written by `presswriter`, translated by
 * `presstranslator` and reviewed by `pressofficer`, several in French and Spanish, tagged and
 * linked to the demo competitions (some tags described); the first with a generated cover in the document store.
 */
export function demoArticlesSeeder(storage: DocumentStorage) {
  return async (db: Db): Promise<void> => {
    const people = {
      writer: await demoUser(db, 'presswriter'),
      officer: await demoUser(db, 'pressofficer'),
      translator: await demoUser(db, 'presstranslator'),
    };
    const targets = await linkTargets(db);
    const stored = await storeImage(storage, await coverPhoto());
    const cover = await insertImage(db, {
      ...stored,
      albumNo: null,
      fileName: 'cover.jpg',
      uploadedByUserNo: people.writer.no,
      credit: people.writer.name,
    });
    for (const demo of DEMO_ARTICLES) await seedArticle(db, demo, { people, targets, coverNo: cover.no });
    for (const [name, description] of Object.entries(DEMO_TAG_DESCRIPTIONS))
      await db.update(tags).set({ description }).where(eq(tags.name, name));
  };
}
