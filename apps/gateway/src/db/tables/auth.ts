import type { Insertable, Selectable } from 'kysely'

/**
 * SIWE nonces handed out by GET /v1/auth/nonce. A row exists until the nonce is used once or expires.
 * Times are unix milliseconds (bigint in PostgreSQL, integer in SQLite); we only compare them in SQL.
 */
export interface AuthNonceTable {
  nonce: string
  expires_at: number
  created_at: number
}

export type AuthNonceRow = Selectable<AuthNonceTable>
export type NewAuthNonceRow = Insertable<AuthNonceTable>

/**
 * Session tokens ended by logout before their expiry, keyed by the token's `jti`. A row is only needed
 * while the token would otherwise still be accepted: rows past `expires_at` (unix ms) are purged.
 */
export interface RevokedSessionTable {
  token_id: string
  expires_at: number
  revoked_at: number
}

export type RevokedSessionRow = Selectable<RevokedSessionTable>
export type NewRevokedSessionRow = Insertable<RevokedSessionTable>
