import type { Hex } from 'viem'

export type ExplorerAddress = {
  address: string
  balance: bigint
  nonce: number
  kind: 'account' | 'contract' | 'safe'
  /** Code size in bytes (0 for an account). */
  codeSize: number
  code: Hex
  safe: { version: string; threshold: bigint } | null
}

/** What the node's answers say an address is: a Safe answers VERSION and a threshold above zero. */
export function toExplorerAddress({
  address,
  balance,
  nonce,
  code,
  version,
  threshold,
}: {
  address: string
  balance: bigint
  nonce: number
  code: Hex
  version: string | null
  threshold: bigint | null
}): ExplorerAddress {
  const codeSize = Math.max(0, (code.length - 2) / 2)
  const safe =
    codeSize > 0 && version !== null && threshold !== null && threshold > 0n ? { version, threshold } : null
  return {
    address,
    balance,
    nonce,
    kind: codeSize === 0 ? 'account' : safe ? 'safe' : 'contract',
    codeSize,
    code,
    safe,
  }
}
