import type { Kysely } from 'kysely'
import type { ChainConfig } from '../../config.ts'
import type { Database } from '../../db/database.ts'
import type { NewConfigContractRow } from '../../db/tables/contracts.ts'

/**
 * Makes `config_contracts` equal to the config's per-chain `contracts` for every configured chain, so
 * address naming (`lookupAddresses`) finds them with the same query as tokens. Runs at start; replicas
 * sharing a database are expected to share the config.
 */
export async function syncConfigContracts(
  db: Kysely<Database>,
  chains: readonly ChainConfig[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const chain of chains) {
      await trx.deleteFrom('config_contracts').where('chain_id', '=', chain.chainId).execute()
      const rows: NewConfigContractRow[] = chain.contracts.map((contract) => ({
        chain_id: chain.chainId,
        address: contract.address,
        name: contract.name,
        display_name: contract.displayName ?? contract.name,
        logo_uri: contract.logoUri,
        abi: contract.abi === null ? null : JSON.stringify(contract.abi),
        trusted_for_delegate_call: contract.trustedForDelegateCall ? 1 : 0,
      }))
      if (rows.length > 0) await trx.insertInto('config_contracts').values(rows).execute()
    }
  })
}
