import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AlbumStatus } from '@libero/shared/media/gallery';
import type { Db } from '../../../db/connection';
import { beachTournaments } from '../../../db/schema/beach';
import { events, volleyTournaments } from '../../../db/schema/competitions';
import { users } from '../../../db/schema/identity';
import { albums } from '../../../db/schema/media';
import type { DocumentStorage } from '../../documents';
import { insertImage } from './gallery-records';
import { storeImage } from './image-files';

type Link = 'event' | 'volleyTournament' | 'beachTournament';
type DemoAlbum = {
  titles: [en: string, fr: string, es: string];
  status: AlbumStatus;
  link: Link;
  daysAgo: number;
  /** Each image's shape (width × height), which the masonry shows. */
  shapes: readonly (readonly [number, number])[];
  credit: string;
};

const LANDSCAPE = [960, 640] as const;
const PORTRAIT = [640, 960] as const;
const SQUARE = [800, 800] as const;

const DEMO_ALBUMS: readonly DemoAlbum[] = [
  {
    titles: ['Opening day', "Journée d'ouverture", 'Jornada inaugural'],
    status: 'published',
    link: 'event',
    daysAgo: 40,
    shapes: [LANDSCAPE, PORTRAIT, SQUARE, LANDSCAPE, PORTRAIT],
    credit: 'Pierre Lefèvre',
  },
  {
    titles: ['Final weekend', 'Week-end final', 'Fin de semana final'],
    status: 'published',
    link: 'volleyTournament',
    daysAgo: 20,
    shapes: [PORTRAIT, LANDSCAPE, LANDSCAPE, SQUARE],
    credit: 'Pierre Lefèvre',
  },
  {
    titles: ['On the sand', 'Sur le sable', 'En la arena'],
    status: 'published',
    link: 'beachTournament',
    daysAgo: 10,
    shapes: [SQUARE, PORTRAIT, LANDSCAPE],
    credit: 'Priya Raman',
  },
  {
    titles: ['Behind the scenes', 'Dans les coulisses', 'Entre bastidores'],
    status: 'draft',
    link: 'event',
    daysAgo: 2,
    shapes: [LANDSCAPE, PORTRAIT],
    credit: 'Pierre Lefèvre',
  },
];

/** Court colours, one per image of an album in turn. */
const COLOURS = ['#1d4ed8', '#ea580c', '#15803d', '#b91c1c', '#7c3aed'];

/** A small JPEG: a court-coloured gradient with a ball, numbered (no binary file in the repository). */
function demoPhoto([width, height]: readonly [number, number], index: number): Promise<Buffer> {
  const colour = COLOURS[index % COLOURS.length]!;
  const radius = Math.round(Math.min(width, height) / 6);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <rect x="0" y="${Math.round(height * 0.62)}" width="${width}" height="${Math.round(height * 0.04)}" fill="#f8fafc" opacity="0.6"/>
    <circle cx="${Math.round(width * 0.62)}" cy="${Math.round(height * 0.35)}" r="${radius}" fill="#facc15" stroke="#1e3a8a" stroke-width="${Math.round(radius / 6)}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
}

const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

async function firstNo(db: Db, link: Link): Promise<number | null> {
  const table = { event: events, volleyTournament: volleyTournaments, beachTournament: beachTournaments }[link];
  const [first] = await db.select({ no: table.no }).from(table).orderBy(asc(table.no)).limit(1);
  return first?.no ?? null;
}

async function userNo(db: Db, username: string): Promise<number | null> {
  const [user] = await db.select({ no: users.no }).from(users).where(eq(users.username, username));
  return user?.no ?? null;
}

/**
 * Four albums of the demo competitions, three published and one draft, made by the `photographer`
 * and `pressofficer` demo users, with a few generated photos each (their files in the document store).
 */
export function demoGallerySeeder(storage: DocumentStorage) {
  return async (db: Db): Promise<void> => {
    const photographer = await userNo(db, 'photographer');
    const officer = await userNo(db, 'pressofficer');
    for (const demo of DEMO_ALBUMS) {
      const linkedNo = await firstNo(db, demo.link);
      const creator = demo.credit === 'Priya Raman' ? officer : photographer;
      const [album] = await db
        .insert(albums)
        .values({
          titleEn: demo.titles[0],
          titleFr: demo.titles[1],
          titleEs: demo.titles[2],
          status: demo.status,
          eventNo: demo.link === 'event' ? linkedNo : null,
          volleyTournamentNo: demo.link === 'volleyTournament' ? linkedNo : null,
          beachTournamentNo: demo.link === 'beachTournament' ? linkedNo : null,
          takenOn: isoDay(demo.daysAgo),
          createdByUserNo: creator,
        })
        .returning({ no: albums.no });
      for (const [index, shape] of demo.shapes.entries()) {
        const stored = await storeImage(storage, await demoPhoto(shape, index));
        await insertImage(db, {
          ...stored,
          albumNo: album!.no,
          fileName: `photo-${index + 1}.jpg`,
          uploadedByUserNo: creator,
          captionEn: `${demo.titles[0]}, photo ${index + 1}`,
          captionFr: `${demo.titles[1]}, photo ${index + 1}`,
          captionEs: `${demo.titles[2]}, foto ${index + 1}`,
          credit: demo.credit,
        });
      }
    }
  };
}
