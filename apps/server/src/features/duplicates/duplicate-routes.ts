import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { isAdmin } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import {
  ZDismissPair,
  ZDuplicateQuery,
  type DuplicatePair,
  type DuplicateQuery,
} from '@libero/shared/duplicates/duplicate-pairs';
import type { Db } from '../../db/connection';
import { personDuplicateDismissals, personDuplicates } from '../../db/schema/duplicates';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/request-auth';
import { signedIn } from '../../lib/route-params';
import { exportFormat, sendTabular } from '../../lib/tabular-export';
import { validate } from '../../lib/validate';
import { actorOf, writeAudit } from '../audit';
import { refreshDuplicates } from './duplicate-finder';

/**
 * Who sees which pairs: administrators every pair; a federation's users the pairs of two of their
 * own federation's persons. Anyone else is refused.
 */
function reach(viewer: AuthUser): SQL {
  if (isAdmin(viewer)) return sql`true`;
  if (viewer.type === UserTypeNo.Federation) {
    return sql`pa.federation_no = ${viewer.typeNo} and pb.federation_no = ${viewer.typeNo}`;
  }
  throw new AppError('AccessDenied', 'person duplicates');
}

const ORDERS: Record<DuplicateQuery['sort'], SQL> = {
  score: sql`d.score, pa.last_name, d.a_no, d.b_no`,
  '-score': sql`d.score desc, pa.last_name, d.a_no, d.b_no`,
  name: sql`pa.search_name, d.a_no, d.b_no`,
  '-name': sql`pa.search_name desc, d.a_no, d.b_no`,
};

const person = (alias: string) =>
  sql.raw(`json_build_object('no', ${alias}.no, 'firstName', ${alias}.first_name, 'lastName', ${alias}.last_name,
    'birthDate', ${alias}.birth_date::text, 'gender', ${alias}.gender, 'nationality', ${alias}.nationality,
    'federationCode', (select code from federations f where f.no = ${alias}.federation_no),
    'roles', coalesce((select string_agg(r.role, ' ' order by r.role) from person_roles r where r.person_no = ${alias}.no), ''))`);

/** The pairs the viewer reaches that the query asks for, not dismissed, in its order. */
function pairsWhere(viewer: AuthUser, query: DuplicateQuery): SQL {
  const where = [
    reach(viewer),
    sql`not exists (select 1 from ${personDuplicateDismissals} x where x.a_no = d.a_no and x.b_no = d.b_no)`,
  ];
  if (query.minScore !== undefined) where.push(sql`d.score >= ${query.minScore}`);
  if (query.federation) {
    where.push(sql`exists (select 1 from federations f where upper(f.code) = ${query.federation.toUpperCase()}
      and f.no in (pa.federation_no, pb.federation_no))`);
  }
  if (query.kind) {
    where.push(
      sql`exists (select 1 from person_roles r where r.role = ${query.kind} and r.person_no in (d.a_no, d.b_no))`,
    );
  }
  return sql`from ${personDuplicates} d join persons pa on pa.no = d.a_no join persons pb on pb.no = d.b_no
    where ${sql.join(where, sql` and `)}`;
}

async function readPairs(
  db: Db,
  viewer: AuthUser,
  query: DuplicateQuery,
): Promise<{ total: number; pairs: DuplicatePair[] }> {
  const from = pairsWhere(viewer, query);
  const [{ rows: counted }, { rows }] = await Promise.all([
    db.execute(sql`select count(*)::int as total ${from}`) as unknown as Promise<{ rows: { total: number }[] }>,
    db.execute(sql`select ${person('pa')} as a, ${person('pb')} as b, d.score, d.reasons ${from}
      order by ${ORDERS[query.sort]} limit ${query.take} offset ${query.skip}`) as unknown as Promise<{
      rows: DuplicatePair[];
    }>,
  ]);
  return { total: counted[0]?.total ?? 0, pairs: rows };
}

const fullName = (p: DuplicatePair['a']) => `${p.firstName} ${p.lastName}`;

/** A pair as a line of the exported file: both persons side by side, the score and its reasons' codes. */
function exportedLine(pair: DuplicatePair): unknown[] {
  const side = (p: DuplicatePair['a']) => [p.no, fullName(p), p.birthDate, p.federationCode, p.roles];
  const reasons = pair.reasons.map((reason) => Object.values(reason).join(':')).join(' ');
  return [pair.score, ...side(pair.a), ...side(pair.b), reasons];
}

const EXPORT_COLUMNS = [
  'Score',
  'No',
  'Name',
  'Born',
  'Federation',
  'Roles',
  'No 2',
  'Name 2',
  'Born 2',
  'Federation 2',
  'Roles 2',
  'Reasons',
];

/** The possible duplicates of the registry (issue #40): listed, exported, dismissed. */
export async function duplicateRoutes(app: FastifyInstance) {
  app.get('/api/person-duplicates', async (request, reply) => {
    const viewer = signedIn(request);
    reach(viewer);
    const query = validate(ZDuplicateQuery, request.query);
    const { db } = await app.databases.get(request.environment);
    // The pairs of the persons changed since the last search are found again first (the others are kept).
    await refreshDuplicates(db);
    const format = (request.query as { format?: string }).format;
    if (format === undefined) return readPairs(db, viewer, query);
    const whole = await readPairs(db, viewer, { ...query, skip: 0, take: 100_000 });
    return sendTabular(reply, {
      format: exportFormat(format),
      name: 'possible-duplicates',
      sheet: 'Possible duplicates',
      columns: EXPORT_COLUMNS,
      rows: (async function* () {
        for (const pair of whole.pairs) yield exportedLine(pair);
      })(),
    });
  });

  app.post('/api/person-duplicates/dismiss', async (request) => {
    const viewer = signedIn(request);
    const { a, b } = validate(ZDismissPair, request.body);
    const [aNo, bNo] = [Math.min(a, b), Math.max(a, b)];
    const { db } = await app.databases.get(request.environment);
    return db.transaction(async (tx) => {
      const trx = tx as unknown as Db;
      const { rows } = (await trx.execute(
        sql`select 1 from ${personDuplicates} d join persons pa on pa.no = d.a_no join persons pb on pb.no = d.b_no
          where d.a_no = ${aNo} and d.b_no = ${bNo} and ${reach(viewer)}`,
      )) as unknown as { rows: unknown[] };
      if (rows.length === 0) throw new AppError('NotFound', `pair ${aNo} ${bNo}`);
      await trx
        .insert(personDuplicateDismissals)
        .values({ aNo, bNo, dismissedByUserNo: viewer.no })
        .onConflictDoNothing();
      await writeAudit(trx, actorOf(request), {
        action: 'dismissDuplicate',
        entity: 'Person',
        entityNo: aNo,
        after: { notTheSameAs: bNo },
      });
      return { a: aNo, b: bNo, dismissed: true };
    });
  });
}
