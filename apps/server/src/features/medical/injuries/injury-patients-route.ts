import type { FastifyInstance } from 'fastify';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { TInjuryPatient } from '@libero/shared/medical/injuries';
import { federations } from '../../../db/schema/bodies';
import { personRoles, persons } from '../../../db/schema/people';
import { AppError } from '../../../lib/app-error';
import { injuryParties } from './injury-parties';

const MATCHES = 20;

/** The words searched, at most five (a name and a number are enough). */
const searchWords = (text: string) => text.slice(0, 100).trim().split(/\s+/).filter(Boolean).slice(0, 5);
const like = (word: string) => `%${word.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * `GET /api/medical/injuries/patients?search=…`: the players whose injury the user may record
 * (those they treat: their federation's, their teams'; all for medical administrators and admins)
 * matching a name or number, for the "Record an injury" picker.
 */
export async function injuryPatientsRoute(app: FastifyInstance) {
  app.get<{ Querystring: { search?: string } }>(
    '/api/medical/injuries/patients',
    async (request): Promise<TInjuryPatient[]> => {
      if (!request.auth) throw new AppError('NotAuthenticated');
      const words = searchWords(String(request.query.search ?? ''));
      if (words.length === 0) return [];
      const { db } = await app.databases.get(request.environment);
      const name = sql`${persons.firstName} || ' ' || ${persons.lastName}`;
      const matches = words.map((word) => {
        const named = sql`search_normalize(${name}) like search_normalize(${like(word)})`;
        return /^\d{1,9}$/.test(word) ? sql`(${persons.no} = ${Number(word)} or ${named})` : named;
      });
      return db
        .select({
          no: persons.no,
          firstName: persons.firstName,
          lastName: persons.lastName,
          noFederation: persons.federationNo,
          federationCode: federations.code,
        })
        .from(persons)
        .innerJoin(personRoles, and(eq(personRoles.personNo, persons.no), eq(personRoles.role, 'player')))
        .leftJoin(federations, eq(federations.no, persons.federationNo))
        .where(and(injuryParties(request.auth.user, sql`${persons.no}`), ...matches))
        .orderBy(asc(persons.lastName), asc(persons.firstName))
        .limit(MATCHES);
    },
  );
}
