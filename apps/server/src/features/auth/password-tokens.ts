import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { passwordTokens, users } from '../../db/schema/identity';
import { hashSecret, newSecret } from '../../lib/tokens';

export const PASSWORD_TOKEN_TTL_MS = 60 * 60 * 1000;

/** A new user's first link lasts longer: they may open their mail days later. */
export const WELCOME_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export async function createPasswordToken(
  db: Db,
  userNo: number,
  ttlMs = PASSWORD_TOKEN_TTL_MS,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecret();
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.insert(passwordTokens).values({ tokenHash: hashSecret(token), userNo, expiresAt });
  return { token, expiresAt };
}

/** A token that is unused, unexpired and whose user is active; `lock` holds it for the transaction. */
export async function findUsableToken(db: Db, token: string, lock = false) {
  const query = db
    .select({
      tokenHash: passwordTokens.tokenHash,
      userNo: passwordTokens.userNo,
      expiresAt: passwordTokens.expiresAt,
      username: users.username,
    })
    .from(passwordTokens)
    .innerJoin(users, eq(users.no, passwordTokens.userNo))
    .where(
      and(
        eq(passwordTokens.tokenHash, hashSecret(token)),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, sql`now()`),
        eq(users.active, true),
      ),
    );
  const [row] = lock ? await query.for('update', { of: passwordTokens }) : await query;
  return row;
}

export async function markTokenUsed(db: Db, tokenHash: string): Promise<void> {
  await db.update(passwordTokens).set({ usedAt: new Date() }).where(eq(passwordTokens.tokenHash, tokenHash));
}
