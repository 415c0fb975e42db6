import type { Kysely } from 'kysely'
import type { Database } from '../../db/database.ts'

/** Stores a freshly issued nonce and purges expired ones, so the table never grows unbounded. */
export async function createAuthNonce(
  db: Kysely<Database>,
  { nonce, now, ttlMs }: { nonce: string; now: number; ttlMs: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('auth_nonces').where('expires_at', '<=', now).execute()
    await trx
      .insertInto('auth_nonces')
      .values({ nonce, expires_at: now + ttlMs, created_at: now })
      .execute()
  })
}

/**
 * Uses up a nonce: true when it existed and had not expired. One DELETE ... RETURNING makes it atomic,
 * so two concurrent sign-ins with the same nonce cannot both succeed.
 */
export async function consumeAuthNonce(
  db: Kysely<Database>,
  { nonce, now }: { nonce: string; now: number },
): Promise<boolean> {
  const deleted = await db
    .deleteFrom('auth_nonces')
    .where('nonce', '=', nonce)
    .where('expires_at', '>', now)
    .returning('nonce')
    .executeTakeFirst()
  return deleted !== undefined
}
