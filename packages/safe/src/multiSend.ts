import { concat, encodePacked, getAddress, type Hex, size } from 'viem'

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

export type MultiSendTransaction = { operation: number; to: string; value: bigint; data: Hex }

/**
 * Unpacks MultiSend's `transactions` bytes: for each call, operation (uint8), to (20 bytes), value
 * (uint256), data length (uint256) and the data. Returns undefined when the bytes do not parse exactly.
 */
export function decodeMultiSendTransactions(packed: Hex): MultiSendTransaction[] | undefined {
  const hex = packed.slice(2).toLowerCase()
  if (hex.length % 2 !== 0 || !/^[0-9a-f]*$/.test(hex)) return undefined
  const header = (1 + 20 + 32 + 32) * 2
  const result: MultiSendTransaction[] = []
  let position = 0
  while (position < hex.length) {
    if (position + header > hex.length) return undefined
    const operation = Number.parseInt(hex.slice(position, position + 2), 16)
    const to = getAddress(`0x${hex.slice(position + 2, position + 42)}`)
    const value = BigInt(`0x${hex.slice(position + 42, position + 106)}`)
    const length = BigInt(`0x${hex.slice(position + 106, position + 170)}`)
    const dataStart = position + header
    const dataEnd = dataStart + Number(length) * 2
    if (operation > 1 || length > BigInt(hex.length) || dataEnd > hex.length) return undefined
    result.push({ operation, to, value, data: `0x${hex.slice(dataStart, dataEnd)}` })
    position = dataEnd
  }
  return result
}
