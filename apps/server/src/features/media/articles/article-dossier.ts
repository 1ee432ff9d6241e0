import { and, asc, eq, inArray } from 'drizzle-orm';
import { LANGUAGES } from '@libero/shared/i18n/languages';
import type { ArticleLinkSubject } from '@libero/shared/media/articles';
import { articleStepsFor, canEditArticleSettings, editableLanguages, pressRoleOf } from '@libero/shared/media/articles';
import type { TArticleDossier } from '@libero/shared/media/articles-api';
import { beachTournaments } from '../../../db/schema/beach';
import { volleyTeams, volleyTournaments } from '../../../db/schema/competitions';
import type { Db } from '../../../db/connection';
import { articleEvents, articleLinks, articleTranslations } from '../../../db/schema/media';
import { persons } from '../../../db/schema/people';
import { recordTags } from '../../../db/schema/tags';
import type { AuthUser } from '../../../lib/request-auth';
import { ARTICLE_TAG_SUBJECT } from './article-columns';
import { visibleArticle } from './article-records';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** The name each linked record goes by, by subject and number. */
async function linkLabels(db: Db, links: { subject: ArticleLinkSubject; recordNo: number }[]) {
  const nos = (subject: ArticleLinkSubject) => {
    const found = links.filter((link) => link.subject === subject).map((link) => link.recordNo);
    return found.length ? found : [0];
  };
  const rows = [
    ...(
      await db
        .select({ no: persons.no, first: persons.firstName, last: persons.lastName })
        .from(persons)
        .where(inArray(persons.no, nos('player')))
    ).map((p) => ({ key: `player:${p.no}`, label: `${p.first} ${p.last}` })),
    ...(
      await db
        .select({
          no: volleyTeams.no,
          name: volleyTeams.name,
          code: volleyTeams.code,
          tournament: volleyTournaments.name,
        })
        .from(volleyTeams)
        .innerJoin(volleyTournaments, eq(volleyTournaments.no, volleyTeams.tournamentNo))
        .where(inArray(volleyTeams.no, nos('volleyTeam')))
    ).map((t) => ({ key: `volleyTeam:${t.no}`, label: `${t.name ?? t.code ?? t.no} (${t.tournament})` })),
    ...(
      await db
        .select({ no: volleyTournaments.no, name: volleyTournaments.name })
        .from(volleyTournaments)
        .where(inArray(volleyTournaments.no, nos('volleyTournament')))
    ).map((t) => ({ key: `volleyTournament:${t.no}`, label: t.name })),
    ...(
      await db
        .select({ no: beachTournaments.no, name: beachTournaments.name })
        .from(beachTournaments)
        .where(inArray(beachTournaments.no, nos('beachTournament')))
    ).map((t) => ({ key: `beachTournament:${t.no}`, label: t.name })),
  ];
  return new Map(rows.map((row) => [row.key, row.label]));
}

/** Everything the editor shows of an article the viewer sees, and what the viewer may do on it. */
export async function readArticleDossier(db: Db, viewer: AuthUser, no: number): Promise<TArticleDossier> {
  const row = await visibleArticle(db, viewer, no);
  const texts = await db.select().from(articleTranslations).where(eq(articleTranslations.articleNo, no));
  texts.sort((a, b) => LANGUAGES.indexOf(a.language) - LANGUAGES.indexOf(b.language));
  const tags = await db
    .select({ tag: recordTags.tag })
    .from(recordTags)
    .where(and(eq(recordTags.subject, ARTICLE_TAG_SUBJECT), eq(recordTags.recordNo, no)))
    .orderBy(asc(recordTags.tag));
  const links = await db.select().from(articleLinks).where(eq(articleLinks.articleNo, no));
  const labels = await linkLabels(db, links);
  const timeline = await db
    .select()
    .from(articleEvents)
    .where(eq(articleEvents.articleNo, no))
    .orderBy(asc(articleEvents.at), asc(articleEvents.no));
  const role = pressRoleOf(viewer);
  return {
    no,
    version: row.version,
    kind: row.kind,
    status: row.status,
    coverImageNo: row.coverImageNo,
    authorName: row.authorName,
    publishedAt: iso(row.publishedAt),
    texts: texts.map((text) => ({
      language: text.language,
      title: text.title,
      summary: text.summary,
      body: text.body,
      updatedAt: text.updatedAt.toISOString(),
    })),
    tags: tags.map((tag) => tag.tag),
    links: links.map((link) => ({
      subject: link.subject,
      recordNo: link.recordNo,
      label: labels.get(`${link.subject}:${link.recordNo}`) ?? String(link.recordNo),
    })),
    timeline: timeline.map((event) => ({
      action: event.action,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      language: event.language,
      comment: event.comment,
      byUserName: event.byUserName,
      at: event.at.toISOString(),
    })),
    role,
    steps: articleStepsFor(row.status, role),
    editableLanguages: editableLanguages(row.status, role),
    canEditSettings: canEditArticleSettings(row.status, role),
  };
}
