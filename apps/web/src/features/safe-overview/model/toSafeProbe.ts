import type { Address } from 'viem'

export type SafeProbe =
  | { status: 'loading' }
  | { status: 'unreachable' }
  | { status: 'no_contract' }
  | { status: 'not_a_safe' }
  | { status: 'safe'; version: string; threshold: number; owners: readonly Address[]; nonce: bigint }

type Read<T> = { status: 'success'; result: T } | { status: 'failure'; error: unknown }

export type SafeReads = readonly [Read<string>, Read<bigint>, Read<readonly Address[]>, Read<bigint>]

/**
 * What the chain says about an address, in order: node unreachable, no code, code that does not
 * answer Safe's getters, or a Safe with its version, threshold, owners and nonce.
 */
export function toSafeProbe(
  bytecode: { status: 'pending' } | { status: 'error' } | { status: 'success'; data: string | undefined },
  reads: { status: 'pending' } | { status: 'error' } | { status: 'success'; data: SafeReads },
): SafeProbe {
  if (bytecode.status === 'pending') return { status: 'loading' }
  if (bytecode.status === 'error') return { status: 'unreachable' }
  if (!bytecode.data || bytecode.data === '0x') return { status: 'no_contract' }
  if (reads.status === 'pending') return { status: 'loading' }
  if (reads.status === 'error') return { status: 'unreachable' }
  const [version, threshold, owners, nonce] = reads.data
  if (
    version.status !== 'success' ||
    threshold.status !== 'success' ||
    owners.status !== 'success' ||
    nonce.status !== 'success'
  ) {
    return { status: 'not_a_safe' }
  }
  return {
    status: 'safe',
    version: version.result,
    threshold: Number(threshold.result),
    owners: owners.result,
    nonce: nonce.result,
  }
}
