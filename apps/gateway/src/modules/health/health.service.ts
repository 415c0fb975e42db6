import { sql } from 'kysely'
import type { ChainRuntime, Deps } from '../../deps.ts'

export type ChainReadiness = { chainId: number; ok: boolean; error: string | null }
export type Readiness = { ready: boolean; database: boolean; chains: ChainReadiness[] }

const rpcTimeoutMs = 3_000

/**
 * Ready = the database answers (it was migrated before the server started listening) and every
 * configured chain's RPC answers `eth_chainId` with the configured id. Checked live on each call.
 */
export async function getReadiness(deps: Pick<Deps, 'db' | 'chains'>): Promise<Readiness> {
  const [database, chains] = await Promise.all([
    sql`select 1`
      .execute(deps.db)
      .then(() => true)
      .catch(() => false),
    Promise.all([...deps.chains.values()].map(checkChain)),
  ])
  return { ready: database && chains.every((chain) => chain.ok), database, chains }
}

async function checkChain({ config, client }: ChainRuntime): Promise<ChainReadiness> {
  let timer: NodeJS.Timeout | undefined
  try {
    const answered = await Promise.race([
      client.getChainId(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), rpcTimeoutMs)
      }),
    ])
    if (answered !== config.chainId)
      return { chainId: config.chainId, ok: false, error: `RPC serves chain ${answered}` }
    return { chainId: config.chainId, ok: true, error: null }
  } catch {
    return { chainId: config.chainId, ok: false, error: 'RPC did not answer' }
  } finally {
    clearTimeout(timer)
  }
}
