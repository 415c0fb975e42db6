import type { Migration } from 'kysely'
import * as createAuthNonces from './2026_11_22_0001_create_auth_nonces.ts'
import * as createSafeData from './2026_11_22_0002_create_safe_data.ts'

/**
 * Every migration, keyed by its timestamped name (`YYYY_MM_DD_NNNN_description`); Kysely applies them in
 * name order. Listed statically (not read from disk) so they run the same under tsx, bundlers and tests.
 */
export const migrations: Record<string, Migration> = {
  '2026_11_22_0001_create_auth_nonces': createAuthNonces,
  '2026_11_22_0002_create_safe_data': createSafeData,
}
