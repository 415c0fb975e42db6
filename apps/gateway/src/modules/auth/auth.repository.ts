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

/**
 * Ends a session token before its expiry and purges revocations whose tokens have expired anyway, so
 * the list holds at most a day's logouts. Revoking the same token twice is harmless.
 */
export async function revokeSessionToken(
  db: Kysely<Database>,
  { tokenId, expiresAt, now }: { tokenId: string; expiresAt: number; now: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('revoked_sessions').where('expires_at', '<=', now).execute()
    await trx
      .insertInto('revoked_sessions')
      .values({ token_id: tokenId, expires_at: expiresAt, revoked_at: now })
      .onConflict((oc) => oc.column('token_id').doNothing())
      .execute()
  })
}

/** True when logout ended this token. */
export async function isSessionTokenRevoked(
  db: Kysely<Database>,
  { tokenId }: { tokenId: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('revoked_sessions')
    .select('token_id')
    .where('token_id', '=', tokenId)
    .executeTakeFirst()
  return row !== undefined
}
