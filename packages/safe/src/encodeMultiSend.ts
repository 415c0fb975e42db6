import { concat, encodePacked, type Hex, size } from 'viem'

/** One call of a MultiSend batch: 0 call, 1 delegatecall (MultiSendCallOnly refuses 1). */
export type MultiSendCall = { to: `0x${string}`; value: bigint; data: Hex; operation: 0 | 1 }

/**
 * MultiSend's `transactions` bytes: each call packed as operation (uint8), to (address), value
 * (uint256), data length (uint256) and the data, one after another.
 */
export function encodeMultiSendTransactions(calls: readonly MultiSendCall[]): Hex {
  return concat(
    calls.map((call) =>
      encodePacked(
        ['uint8', 'address', 'uint256', 'uint256', 'bytes'],
        [call.operation, call.to, call.value, BigInt(size(call.data)), call.data],
      ),
    ),
  )
}
