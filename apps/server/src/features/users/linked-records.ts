import { sql, type SQL } from 'drizzle-orm';
import { LINKED_MATCHES, type TLinkedRecord } from '@libero/shared/users/admin-users';
import { linkedEntityOf } from '@libero/shared/users/user-type-links';
import type { Db } from '../../db/connection';
import type { EntityBinding } from '../../gateway/binding';
import { bindingOf } from '../../gateway/bindings';
import { searchCondition } from '../../gateway/read-entities';
import { AppError } from '../../lib/app-error';

type NamedRow = { no: number; name: string | null };

/** A record's name: a body's name, or a person's first and last names. */
function nameOf(binding: EntityBinding): SQL {
  const { Name, FirstName, LastName } = binding.columns;
  if (Name) return Name;
  if (FirstName && LastName) return sql`${FirstName} || ' ' || ${LastName}`;
  throw new Error(`${binding.entity.name} has no name to show`);
}

async function namedRecords(db: Db, binding: EntityBinding, condition: SQL, limit: number): Promise<NamedRow[]> {
  const where = [condition, ...(binding.where ? [binding.where] : [])];
  const { rows } = (await db.execute(
    sql`select (${binding.columns.No})::int as no, ${nameOf(binding)} as name from ${binding.from}
        where ${sql.join(where, sql` and `)} order by 2, 1 limit ${limit}`,
  )) as unknown as { rows: NamedRow[] };
  return rows;
}

/** The records a user of `type` may stand for whose names match `search`. */
export async function searchLinkedRecords(db: Db, type: number, search: string): Promise<TLinkedRecord[]> {
  const entity = linkedEntityOf(type);
  if (!entity) return [];
  const binding = bindingOf(entity);
  const rows = await namedRecords(db, binding, searchCondition(binding, search), LINKED_MATCHES);
  return rows.map((row) => ({ entity, ...row }));
}

/** The record each user stands for, named; users of a type that stands for none get null. */
export async function linkedRecordsOf(
  db: Db,
  users: readonly { no: number; type: number; typeNo: number }[],
): Promise<Map<number, TLinkedRecord | null>> {
  const wanted = new Map<string, Set<number>>();
  for (const user of users) {
    const entity = linkedEntityOf(user.type);
    if (entity && user.typeNo > 0) wanted.set(entity, (wanted.get(entity) ?? new Set()).add(user.typeNo));
  }
  const names = new Map<string, string | null>();
  for (const [entity, nos] of wanted) {
    const binding = bindingOf(entity);
    const condition = sql`${binding.columns.No} in (${sql.join(
      [...nos].map((no) => sql`${no}`),
      sql`, `,
    )})`;
    for (const row of await namedRecords(db, binding, condition, nos.size)) names.set(`${entity}:${row.no}`, row.name);
  }
  return new Map(
    users.map((user) => {
      const entity = linkedEntityOf(user.type);
      if (!entity || user.typeNo === 0) return [user.no, null];
      return [user.no, { entity, no: user.typeNo, name: names.get(`${entity}:${user.typeNo}`) ?? null }];
    }),
  );
}

/**
 * Refuses a `typeNo` that does not fit the type: 0 for a type standing for no record, else the
 * number of an existing record of that type's entity (a 422 on `typeNo`).
 */
export async function checkLinkedRecord(db: Db, type: number, typeNo: number): Promise<void> {
  const entity = linkedEntityOf(type);
  if (!entity) {
    if (typeNo !== 0) throw new AppError('InvalidData', 'typeNo');
    return;
  }
  const binding = bindingOf(entity);
  const found = typeNo > 0 && (await namedRecords(db, binding, sql`${binding.columns.No} = ${typeNo}`, 1)).length > 0;
  if (!found) throw new AppError('InvalidData', 'typeNo');
}
