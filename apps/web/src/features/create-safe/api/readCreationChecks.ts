import type { Address, Client } from 'viem'
import { estimateGas, getCode, getGasPrice } from 'viem/actions'
import { getChainClient } from '../../../chain/getChainClient.ts'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import type { SafeCreation } from '../model/buildSafeCreation.ts'

export type CreationContract = 'singleton' | 'factory' | 'fallbackHandler'

/** What the chain says about a creation before anything is sent. */
export type CreationChecks =
  /** Code is at the predicted address already: the same inputs were used before. */
  | { status: 'deployed' }
  /** The canonical contracts the creation needs are not on this chain. */
  | { status: 'missing_contracts'; missing: readonly CreationContract[] }
  | {
      status: 'ready'
      /** The gas a wallet would spend, and its price now; `error` when the node would not say. */
      estimate: { gas: bigint; gasPrice: bigint | undefined } | { error: unknown }
    }

const hasCode = (code: string | undefined) => code !== undefined && code !== '0x'

/**
 * Reads, in one round of requests, whether the Safe exists already, whether the factory, singleton and
 * fallback handler exist on this chain, and what the creation would cost sent `from` an account.
 */
export async function getCreationChecks(
  client: Client,
  { creation, from }: { creation: SafeCreation; from: Address },
): Promise<CreationChecks> {
  const [safe, factory, singleton, fallbackHandler] = await Promise.all(
    [creation.address, creation.factory, creation.singleton, creation.fallbackHandler].map((address) =>
      getCode(client, { address }),
    ),
  )
  if (hasCode(safe)) return { status: 'deployed' }
  const missing = (
    [
      ['factory', factory],
      ['singleton', singleton],
      ['fallbackHandler', fallbackHandler],
    ] as const
  ).flatMap(([name, code]) => (hasCode(code) ? [] : [name]))
  if (missing.length > 0) return { status: 'missing_contracts', missing }
  try {
    const [gas, gasPrice] = await Promise.all([
      estimateGas(client, { account: from, to: creation.factory, data: creation.data }),
      // The cost is a help, not a condition: without a price the gas alone is shown.
      getGasPrice(client).catch(() => undefined),
    ])
    return { status: 'ready', estimate: { gas, gasPrice } }
  } catch (error) {
    return { status: 'ready', estimate: { error } }
  }
}

/** Whether a contract is at `address` now: the last look before a creation is sent. */
export async function isDeployed(
  chain: Pick<ChainInfo, 'chainId' | 'rpcUri'>,
  address: Address,
): Promise<boolean> {
  return hasCode(await getCode(getChainClient(chain), { address }))
}

export function readCreationChecks(
  chain: Pick<ChainInfo, 'chainId' | 'rpcUri'>,
  parameters: { creation: SafeCreation; from: Address },
): Promise<CreationChecks> {
  return getCreationChecks(getChainClient(chain), parameters)
}
