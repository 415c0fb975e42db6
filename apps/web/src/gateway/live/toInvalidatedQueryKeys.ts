import { nativeBalanceKey } from '../../chain/getNativeBalance.ts'
import { type SafeChangeKind, safeQueryKeys } from '../safeQueryKeys.ts'

export type SafeQueryKey = readonly string[]

/**
 * Which cached queries a change makes stale. History also moves balances and the Safe's tags (and can
 * execute a queued transaction whose details are open); the queue moves the nonce-bearing info.
 */
export function toInvalidatedQueryKeys(
  chainId: string,
  safeAddress: string,
  kinds: readonly SafeChangeKind[],
): SafeQueryKey[] {
  const details = [...safeQueryKeys.all(chainId, safeAddress), 'transaction'] as const
  const keys: SafeQueryKey[] = []
  const add = (key: SafeQueryKey) => {
    if (!keys.some((known) => known.join('\u0000') === key.join('\u0000'))) keys.push(key)
  }
  for (const kind of kinds) {
    switch (kind) {
      case 'history':
        add(safeQueryKeys.history(chainId, safeAddress))
        add(safeQueryKeys.info(chainId, safeAddress))
        add(safeQueryKeys.balances(chainId, safeAddress))
        // The header's native balance is read from the chain, outside the gateway's keys.
        add(nativeBalanceKey(chainId, safeAddress))
        add(details)
        break
      case 'queue':
        add(safeQueryKeys.queue(chainId, safeAddress))
        add(safeQueryKeys.info(chainId, safeAddress))
        add(details)
        break
      case 'safe':
        add(safeQueryKeys.info(chainId, safeAddress))
        break
      case 'messages':
        add(safeQueryKeys.messages(chainId, safeAddress))
        // The messages tag lives in the Safe's info.
        add(safeQueryKeys.info(chainId, safeAddress))
        break
      case 'collectibles':
        add(safeQueryKeys.collectibles(chainId, safeAddress))
        break
      case 'balances':
        add(safeQueryKeys.balances(chainId, safeAddress))
        add(nativeBalanceKey(chainId, safeAddress))
        break
    }
  }
  return keys
}
