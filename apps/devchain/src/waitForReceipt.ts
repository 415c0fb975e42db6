import { type Hash, type PublicClient, type TransactionReceipt, TransactionReceiptNotFoundError } from 'viem'

export type WaitForReceiptParameters = {
  hash: Hash
  /** How long to keep asking; the local chain mines at once, so a missing receipt after this is a bug. */
  timeoutMs?: number
  pollingIntervalMs?: number
}

/**
 * Asks the node for the receipt until it has it. viem's `waitForTransactionReceipt` re-asks only when a
 * new block arrives once the node reports the transaction as mined; anvil under load can report it mined
 * before its receipt is readable (foundry-rs/foundry#10944), and a chain that mines only on transactions
 * never makes that next block, so the wait hung until its 3-minute timeout.
 */
export async function waitForReceipt(
  client: Pick<PublicClient, 'getTransactionReceipt'>,
  { hash, timeoutMs = 60_000, pollingIntervalMs = 20 }: WaitForReceiptParameters,
): Promise<TransactionReceipt> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      return await client.getTransactionReceipt({ hash })
    } catch (error) {
      if (!(error instanceof TransactionReceiptNotFoundError)) throw error
    }
    if (Date.now() > deadline) throw new Error(`Transaction ${hash} has no receipt after ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, pollingIntervalMs))
  }
}
