import { eq, sql } from 'drizzle-orm';
import { Phase, VolleyPool } from '@libero/shared/registry/competitions';
import type { Db } from '../../db/connection';
import { phases, volleyPoolTeams, volleyPools, volleyTeams, volleyTournaments } from '../../db/schema/competitions';
import { readColumns, type EntityBinding } from '../../gateway/binding';
import { type WriteValues } from '../../gateway/values';
import { AppError } from '../../lib/app-error';
import { ensureBracketMatches } from './final-round';
import { recomputeTournament } from './results-follow-up';
import { managedBy, visibleTournament } from './tournament-access';

const tournament = volleyTournaments;

const phaseWrites = {
  NoTournament: phases.tournamentNo,
  Name: phases.name,
  Kind: phases.kind,
  Position: phases.position,
  Qualifiers: phases.qualifiers,
  BronzeMatch: phases.bronzeMatch,
};

/** A final round gets the matches of its bracket, filled as far as the results tell. */
async function bracketOfPhase(db: Db, no: number): Promise<void> {
  const [phase] = await db.select().from(phases).where(eq(phases.no, no));
  if (phase?.kind !== 'finalRound') return;
  await ensureBracketMatches(db, phase);
  await recomputeTournament(db, phase.tournamentNo);
}

export const phaseBinding: EntityBinding = {
  entity: Phase,
  from: sql`${phases} join ${tournament} on ${tournament.no} = ${phases.tournamentNo}`,
  columns: { No: sql`${phases.no}`, ...readColumns(phaseWrites), Version: sql`${phases.version}` },
  write: {
    table: phases,
    no: phases.no,
    version: phases.version,
    columns: phaseWrites,
    afterSave: bracketOfPhase,
  },
  partyScope: (viewer) => managedBy(viewer),
  visibleTo: (viewer) => visibleTournament(viewer),
};

/** A pool belongs to its phase's tournament. */
async function phaseTournament(db: Db, values: WriteValues): Promise<WriteValues> {
  if (typeof values.NoPhase !== 'number') return values;
  const [row] = await db.select({ no: phases.tournamentNo }).from(phases).where(eq(phases.no, values.NoPhase));
  if (!row) throw new AppError('InvalidData', 'NoPhase');
  return { ...values, NoTournament: row.no };
}

/** Sets a pool's teams (space-separated numbers, in seeding order): teams of its tournament, each once. */
async function writePoolTeams(db: Db, poolNo: number, value: unknown): Promise<void> {
  const text = typeof value === 'string' ? value.trim() : '';
  const teamNos = text === '' ? [] : text.split(/\s+/).map(Number);
  if (teamNos.some((no) => !Number.isInteger(no) || no <= 0) || new Set(teamNos).size !== teamNos.length)
    throw new AppError('InvalidData', 'TeamNos');
  const { rows } = (await db.execute(sql`select count(*)::int as n from ${volleyTeams}
      join ${volleyPools} on ${volleyPools.tournamentNo} = ${volleyTeams.tournamentNo}
      where ${volleyPools.no} = ${poolNo} and ${volleyTeams.no} in (${sql.join(
        teamNos.length ? teamNos.map((no) => sql`${no}`) : [sql`null`],
        sql`, `,
      )})`)) as unknown as { rows: { n: number }[] };
  if (Number(rows[0]?.n ?? 0) !== teamNos.length) throw new AppError('InvalidData', 'TeamNos');
  await db.delete(volleyPoolTeams).where(eq(volleyPoolTeams.poolNo, poolNo));
  if (teamNos.length > 0) {
    await db.insert(volleyPoolTeams).values(teamNos.map((teamNo, i) => ({ poolNo, teamNo, position: i + 1 })));
  }
}

const poolWrites = {
  NoPhase: volleyPools.phaseNo,
  NoTournament: volleyPools.tournamentNo,
  Code: volleyPools.code,
  Name: volleyPools.name,
};

export const volleyPoolBinding: EntityBinding = {
  entity: VolleyPool,
  from: sql`${volleyPools} join ${tournament} on ${tournament.no} = ${volleyPools.tournamentNo}`,
  columns: {
    No: sql`${volleyPools.no}`,
    ...readColumns(poolWrites),
    TeamNos: sql`(select string_agg(pt.team_no::text, ' ' order by pt.position)
      from ${volleyPoolTeams} pt where pt.pool_no = ${volleyPools.no})`,
    Version: sql`${volleyPools.version}`,
  },
  write: {
    table: volleyPools,
    no: volleyPools.no,
    version: volleyPools.version,
    columns: poolWrites,
    prepare: phaseTournament,
    writers: { TeamNos: writePoolTeams },
  },
  partyScope: (viewer) => managedBy(viewer),
  visibleTo: (viewer) => visibleTournament(viewer),
};
