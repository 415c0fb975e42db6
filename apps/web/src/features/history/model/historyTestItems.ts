import { HistoryPageSchema } from './HistoryPageSchema.ts'

// Builders of wire-shaped history items for this feature's tests.
const safe = '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'

export function transactionItem(id: string, timestamp: number): unknown {
  return {
    type: 'TRANSACTION',
    conflictType: 'None',
    transaction: {
      id,
      txHash: null,
      timestamp,
      txStatus: 'SUCCESS',
      txInfo: {
        type: 'Transfer',
        sender: { value: safe, name: null, logoUri: null },
        recipient: { value: safe, name: null, logoUri: null },
        direction: 'INCOMING',
        transferInfo: { type: 'NATIVE_COIN', value: '1' },
        humanDescription: null,
      },
      executionInfo: null,
      safeAppInfo: null,
    },
  }
}

export const label = (timestamp: number) => ({ type: 'DATE_LABEL', timestamp })

export function page(results: unknown[], next: string | null = null) {
  return HistoryPageSchema.parse({ count: results.length, next, previous: null, results })
}
