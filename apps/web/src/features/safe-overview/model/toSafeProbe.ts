import type { Address, Hex } from 'viem'

/**
 * What the chain says an address is. `account`: no contract code (or only an EIP-7702 delegation), but
 * transactions sent or coins held: someone's wallet. `empty`: nothing at all yet (a Safe about to be
 * created looks like this). `not_a_safe`: a contract that does not answer Safe's getters.
 */
export type SafeProbe =
  | { status: 'loading' }
  | { status: 'unreachable' }
  | { status: 'empty' }
  | { status: 'account' }
  | { status: 'not_a_safe' }
  | { status: 'safe'; version: string; threshold: number; owners: readonly Address[]; nonce: bigint }

/** A probe that says the address is not a Safe, and which kind of thing it is instead. */
export type NotASafeProbe = Extract<SafeProbe, { status: 'empty' | 'account' | 'not_a_safe' }>

type Read<T> = { status: 'success'; result: T } | { status: 'failure'; error: unknown }

export type SafeReads = readonly [Read<string>, Read<bigint>, Read<readonly Address[]>, Read<bigint>]

/** What was read about the address: its code, then either its activity (no code) or Safe's getters. */
export type AddressReads =
  | { code: Hex | undefined; activity: { nonce: number; balance: bigint } }
  | { code: Hex; safe: SafeReads }

// EIP-7702: an account that delegates to a contract carries 0xef0100 ++ the delegate's address as code.
const delegationPrefix = '0xef0100'
const delegationLength = 2 + 2 * 23

/** Whether `code` is an EIP-7702 delegation designator: the address is an account, not a contract. */
export function isDelegationDesignator(code: Hex | undefined): boolean {
  return (
    code !== undefined && code.length === delegationLength && code.toLowerCase().startsWith(delegationPrefix)
  )
}

export function hasContractCode(code: Hex | undefined): code is Hex {
  return code !== undefined && code !== '0x' && !isDelegationDesignator(code)
}

/** Decides, from what was read, whether the address is a Safe, a contract, an account or nothing yet. */
export function toSafeProbe(reads: AddressReads): SafeProbe {
  if ('activity' in reads) {
    const { nonce, balance } = reads.activity
    return nonce > 0 || balance > 0n || isDelegationDesignator(reads.code)
      ? { status: 'account' }
      : { status: 'empty' }
  }
  const [version, threshold, owners, nonce] = reads.safe
  if (
    version.status !== 'success' ||
    threshold.status !== 'success' ||
    owners.status !== 'success' ||
    nonce.status !== 'success' ||
    // A Safe singleton itself (or a proxy nobody set up) answers, but has no owners.
    threshold.result === 0n
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

/** Whether the probe shows the address is not a Safe (and the Safe's pages have nothing to show). */
export function isNotASafe(probe: SafeProbe): probe is NotASafeProbe {
  return probe.status === 'empty' || probe.status === 'account' || probe.status === 'not_a_safe'
}
