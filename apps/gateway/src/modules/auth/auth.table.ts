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
