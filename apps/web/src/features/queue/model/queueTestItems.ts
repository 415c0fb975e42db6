import type { QueueItem } from './QueuePageSchema.ts'
import { QueuePageSchema } from './QueuePageSchema.ts'

export const queueSafe = '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'
export const queueOwners = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
] as const

const addressEx = (value: string) => ({ value, name: null, logoUri: null })

/** A queued multisig summary as the gateway lists it (§4.5). */
export function queuedSummary(
  nonce: number,
  hashByte: string,
  options: { submitted?: number; cancellation?: boolean } = {},
) {
  const submitted = options.submitted ?? 1
  return {
    id: `multisig_${queueSafe}_0x${hashByte.repeat(32)}`,
    txHash: null,
    timestamp: 1_700_000_000_000 + nonce,
    txStatus: submitted >= 2 ? 'AWAITING_EXECUTION' : 'AWAITING_CONFIRMATIONS',
    executionInfo: {
      type: 'MULTISIG',
      nonce,
      confirmationsRequired: 2,
      confirmationsSubmitted: submitted,
      missingSigners: submitted >= 2 ? null : [addressEx(queueOwners[1])],
    },
    safeAppInfo: null,
    txInfo: options.cancellation
      ? {
          type: 'Custom',
          to: addressEx(queueSafe),
          dataSize: '0',
          value: '0',
          methodName: null,
          isCancellation: true,
          humanDescription: null,
        }
      : {
          type: 'Transfer',
          sender: addressEx(queueSafe),
          recipient: addressEx(queueOwners[1]),
          direction: 'OUTGOING',
          transferInfo: { type: 'NATIVE_COIN', value: '1000000000000000000' },
          humanDescription: null,
        },
  }
}

export const transactionItem = (transaction: object, conflictType = 'None') => ({
  type: 'TRANSACTION',
  transaction,
  conflictType,
})

export function parseQueueItems(results: unknown[]): QueueItem[] {
  return QueuePageSchema.parse({ next: null, results }).items
}
