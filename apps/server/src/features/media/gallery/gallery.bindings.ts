import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Language } from '@libero/shared/i18n/languages';
import { Album, Image } from '@libero/shared/registry/gallery';
import { beachTournaments } from '../../../db/schema/beach';
import { events, volleyTournaments } from '../../../db/schema/competitions';
import { albums, images } from '../../../db/schema/media';
import type { Db } from '../../../db/connection';
import { readColumns, type EntityBinding } from '../../../gateway/binding';
import type { Row, WriteValues } from '../../../gateway/values';
import { AppError } from '../../../lib/app-error';
import type { AuthUser } from '../../../lib/request-auth';
import { keptBy, visibleAlbum, visibleImage } from './image-access';

/** A text in `language`, the English one when it is empty. */
const inLanguage =
  (texts: Readonly<Record<Language, AnyPgColumn>>) =>
  (language: Language): SQL =>
    sql`coalesce(nullif(${texts[language]}, ''), ${texts.en})`;
const albumTitle = inLanguage({ en: albums.titleEn, fr: albums.titleFr, es: albums.titleEs });
const imageCaption = inLanguage({ en: images.captionEn, fr: images.captionFr, es: images.captionEs });

const urlOf = (size: string) => sql`'/api/media/images/' || ${images.no} || ${`/${size}`}`;

const albumWrites = {
  TitleEn: albums.titleEn,
  TitleFr: albums.titleFr,
  TitleEs: albums.titleEs,
  Description: albums.description,
  Status: albums.status,
  NoEvent: albums.eventNo,
  NoVolleyTournament: albums.volleyTournamentNo,
  NoBeachTournament: albums.beachTournamentNo,
  TakenOn: albums.takenOn,
};

/** Who created an album keeps it (a photographer keeps only its own). */
async function stampCreator(_db: Db, values: WriteValues, no: number, viewer: AuthUser): Promise<WriteValues> {
  return no === 0 ? { ...values, CreatedByUserNo: viewer.no } : values;
}

/** An album is deleted once empty: its images' files go with `DELETE /api/media/images/{no}`. */
async function refuseIfNotEmpty(_db: Db, before: Row): Promise<void> {
  if (Number(before.ImageCount) > 0) throw new AppError('AlbumNotEmpty', `Album ${String(before.No)}`);
}

export const albumBinding: EntityBinding = {
  entity: Album,
  from: sql`${albums}
    left join ${events} on ${events.no} = ${albums.eventNo}
    left join ${volleyTournaments} on ${volleyTournaments.no} = ${albums.volleyTournamentNo}
    left join ${beachTournaments} on ${beachTournaments.no} = ${albums.beachTournamentNo}`,
  columns: {
    No: sql`${albums.no}`,
    Title: albumTitle('en'),
    ...readColumns(albumWrites),
    EventName: sql`${events.name}`,
    VolleyTournamentName: sql`${volleyTournaments.name}`,
    BeachTournamentName: sql`${beachTournaments.name}`,
    ImageCount: sql`(select count(*)::int from ${images} where ${images.albumNo} = ${albums.no})`,
    CoverThumbUrl: sql`(select ${urlOf('thumb')} from ${images} where ${images.albumNo} = ${albums.no}
      order by ${images.position}, ${images.no} limit 1)`,
    CreatedByUserNo: sql`${albums.createdByUserNo}`,
    Version: sql`${albums.version}`,
  },
  searchText: sql`${albums.titleEn} || ' ' || ${albums.titleFr} || ' ' || ${albums.titleEs} || ' ' || coalesce(${events.name}, '')`,
  write: {
    table: albums,
    no: albums.no,
    version: albums.version,
    columns: { ...albumWrites, CreatedByUserNo: albums.createdByUserNo },
    prepare: stampCreator,
    afterDelete: refuseIfNotEmpty,
  },
  localized: (language) => ({ Title: albumTitle(language) }),
  partyScope: (viewer) => keptBy(viewer, sql`${albums.createdByUserNo}`),
  visibleTo: visibleAlbum,
};

const imageWrites = {
  CaptionEn: images.captionEn,
  CaptionFr: images.captionFr,
  CaptionEs: images.captionEs,
  Credit: images.credit,
  Position: images.position,
};

export const imageBinding: EntityBinding = {
  entity: Image,
  from: sql`${images}`,
  columns: {
    No: sql`${images.no}`,
    NoAlbum: sql`${images.albumNo}`,
    Caption: imageCaption('en'),
    ...readColumns(imageWrites),
    Width: sql`${images.width}`,
    Height: sql`${images.height}`,
    ThumbUrl: urlOf('thumb'),
    WebUrl: urlOf('web'),
    OriginalUrl: urlOf('original'),
    UploadedByUserNo: sql`${images.uploadedByUserNo}`,
    Version: sql`${images.version}`,
  },
  // Images are made by their upload only.
  write: { table: images, no: images.no, version: images.version, columns: imageWrites, updateOnly: true },
  localized: (language) => ({ Caption: imageCaption(language) }),
  // Album keepers edit album images; an article's cover is its article's.
  partyScope: (viewer) => sql`(${images.albumNo} is not null and ${keptBy(viewer, sql`${images.uploadedByUserNo}`)})`,
  visibleTo: visibleImage,
};
