import { type Hash, type TransactionReceipt, TransactionReceiptNotFoundError } from 'viem'
import type { Config } from 'wagmi'
import { getTransactionReceipt } from 'wagmi/actions'

const pollingIntervalMs = 500
const timeoutMs = 180_000

/**
 * Asks the chain for a transaction's receipt until it has it (or gives up after three minutes). viem's
 * `waitForTransactionReceipt` asks again only when a new block arrives once the node says the transaction
 * is mined; a chain that mines only on demand (the local one) may never make that block, and a node can
 * know the transaction before its receipt (anvil under load), which left the dialog waiting for ever.
 */
export async function waitForReceipt(
  config: Config,
  { hash, chainId }: { hash: Hash; chainId: number },
): Promise<TransactionReceipt> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      return await getTransactionReceipt(config, { hash, chainId })
    } catch (error) {
      if (!(error instanceof TransactionReceiptNotFoundError)) throw error
    }
    if (Date.now() > deadline) throw new Error(`No receipt for ${hash} after ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, pollingIntervalMs))
  }
}
