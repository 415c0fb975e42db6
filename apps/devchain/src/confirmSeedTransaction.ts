import type { Hash, TransactionReceipt } from 'viem'
import type { DevchainClient } from './createDevchainClient.ts'
import { DevchainError } from './DevchainError.ts'
import { waitForReceipt } from './waitForReceipt.ts'

/** Waits for a seeding transaction and turns a revert into a `SEED_FAILED` naming the step. */
export async function confirmSeedTransaction(
  client: DevchainClient,
  hash: Hash,
  step: string,
): Promise<TransactionReceipt> {
  const receipt = await waitForReceipt(client, { hash })
  if (receipt.status !== 'success') {
    throw new DevchainError('SEED_FAILED', `Seeding step "${step}" reverted.`, {
      metaMessages: [`Transaction: ${hash}`, `Block: ${receipt.blockNumber}`],
    })
  }
  return receipt
}
