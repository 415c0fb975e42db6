import type { Kysely, Transaction } from 'kysely'
import { type Address, getAddress } from 'viem'
import { z } from 'zod'
import { chunks } from '../db/chunks.ts'
import type { Database } from '../db/database.ts'
import { UpstreamSchemaError } from '../errors.ts'

// A read of what the indexer stored, below both the indexer (a range starts from these states, a rollback
// returns to them) and the modules that show a Safe's owners as the chain has them (recovery).

type Db = Kysely<Database> | Transaction<Database>

/** A Safe's configuration: read from the chain at a block, or the latest `safe_states` row. */
export type SafeState = {
  owners: Address[]
  threshold: number
  modules: Address[]
  fallbackHandler: Address | null
  guard: Address | null
  singleton: Address | null
  nonce: number
}

const AddressListSchema = z.array(
  z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/)
    .transform((value) => getAddress(value)),
)

/** The latest stored state of each Safe (the row with the highest block). */
export async function findLatestStates(
  db: Db,
  { chainId, safes }: { chainId: number; safes: readonly Address[] },
): Promise<Map<Address, SafeState>> {
  const states = new Map<Address, SafeState>()
  for (const chunk of chunks(safes, 500)) {
    const rows = await db
      .selectFrom('safe_states as s')
      .selectAll()
      .where('s.chain_id', '=', chainId)
      .where('s.address', 'in', chunk)
      .where('s.block_number', '=', (eb) =>
        eb
          .selectFrom('safe_states as latest')
          .select((e) => e.fn.max('latest.block_number').as('max'))
          .whereRef('latest.chain_id', '=', 's.chain_id')
          .whereRef('latest.address', '=', 's.address'),
      )
      .execute()
    for (const row of rows) {
      const owners = AddressListSchema.safeParse(JSON.parse(row.owners))
      const modules = AddressListSchema.safeParse(JSON.parse(row.modules))
      if (!owners.success || !modules.success)
        throw new UpstreamSchemaError(`Bad safe_states row of ${row.address}`)
      states.set(getAddress(row.address), {
        owners: owners.data,
        threshold: row.threshold,
        modules: modules.data,
        fallbackHandler: row.fallback_handler ? getAddress(row.fallback_handler) : null,
        guard: row.guard ? getAddress(row.guard) : null,
        singleton: row.singleton ? getAddress(row.singleton) : null,
        nonce: row.nonce,
      })
    }
  }
  return states
}
