import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/testDatabase.ts'
import {
  consumeAuthNonce,
  createAuthNonce,
  isSessionTokenRevoked,
  revokeSessionToken,
} from './auth.repository.ts'

describe.each(testDatabaseKinds)('auth repository on %s', (kind) => {
  let t: TestDatabase
  beforeAll(async () => {
    t = await createTestDatabase(kind)
  })
  afterAll(async () => {
    await t.destroy()
  })

  it('consumes a nonce exactly once', async () => {
    await createAuthNonce(t.db, { nonce: 'aaaaaaaaaaaaaaaa', now: 1_000, ttlMs: 300_000 })
    expect(await consumeAuthNonce(t.db, { nonce: 'aaaaaaaaaaaaaaaa', now: 2_000 })).toBe(true)
    expect(await consumeAuthNonce(t.db, { nonce: 'aaaaaaaaaaaaaaaa', now: 2_000 })).toBe(false)
  })

  it('refuses an unknown or expired nonce', async () => {
    expect(await consumeAuthNonce(t.db, { nonce: 'neverissued00000', now: 2_000 })).toBe(false)
    await createAuthNonce(t.db, { nonce: 'bbbbbbbbbbbbbbbb', now: 1_000, ttlMs: 300_000 })
    expect(await consumeAuthNonce(t.db, { nonce: 'bbbbbbbbbbbbbbbb', now: 301_000 })).toBe(false)
  })

  it('only one of two concurrent consumers wins', async () => {
    await createAuthNonce(t.db, { nonce: 'cccccccccccccccc', now: 1_000, ttlMs: 300_000 })
    const results = await Promise.all([
      consumeAuthNonce(t.db, { nonce: 'cccccccccccccccc', now: 2_000 }),
      consumeAuthNonce(t.db, { nonce: 'cccccccccccccccc', now: 2_000 }),
    ])
    expect(results.filter(Boolean)).toHaveLength(1)
  })

  it('purges expired nonces when issuing a new one', async () => {
    await createAuthNonce(t.db, { nonce: 'dddddddddddddddd', now: 1_000, ttlMs: 1_000 })
    await createAuthNonce(t.db, { nonce: 'eeeeeeeeeeeeeeee', now: 5_000, ttlMs: 1_000 })
    const rows = await t.db
      .selectFrom('auth_nonces')
      .select('nonce')
      .where('nonce', '=', 'dddddddddddddddd')
      .execute()
    expect(rows).toEqual([])
  })

  it('revokes a session token, idempotently', async () => {
    const tokenId = 'a'.repeat(32)
    expect(await isSessionTokenRevoked(t.db, { tokenId })).toBe(false)
    await revokeSessionToken(t.db, { tokenId, expiresAt: 90_000, now: 1_000 })
    await revokeSessionToken(t.db, { tokenId, expiresAt: 90_000, now: 2_000 })
    expect(await isSessionTokenRevoked(t.db, { tokenId })).toBe(true)
    expect(await isSessionTokenRevoked(t.db, { tokenId: 'b'.repeat(32) })).toBe(false)
  })

  it('purges revocations of tokens that have expired when revoking another', async () => {
    const [expired, live] = ['c'.repeat(32), 'd'.repeat(32)]
    await revokeSessionToken(t.db, { tokenId: expired, expiresAt: 10_000, now: 1_000 })
    await revokeSessionToken(t.db, { tokenId: live, expiresAt: 99_000, now: 1_000 })
    await revokeSessionToken(t.db, { tokenId: 'e'.repeat(32), expiresAt: 99_000, now: 10_000 })
    const rows = await t.db.selectFrom('revoked_sessions').select('token_id').execute()
    expect(rows.map((row) => row.token_id)).not.toContain(expired)
    expect(rows.map((row) => row.token_id)).toContain(live)
  })
})
