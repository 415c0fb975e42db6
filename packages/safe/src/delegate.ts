import type { Address, Hex } from 'viem'
import { concat, domainSeparator, hashStruct, hashTypedData } from 'viem'
import { getDeleteRequestTotp } from './deleteRequest.ts'

/**
 * The EIP-712 `Delegate` an owner signs to let an address propose for them, and that the owner or the
 * delegate signs to end it (gateway-contract §10.2-§10.3; the Safe Transaction Service's
 * `DelegateSignatureHelperV2`).
 */
export const delegateTypes = {
  Delegate: [
    { name: 'delegateAddress', type: 'address' },
    { name: 'totp', type: 'uint256' },
  ],
} as const

/**
 * The hour window (`floor(unixSeconds / 3600)`) a delegation signature is made in. The same clock as a
 * DeleteRequest's; the transaction service accepts this window and the previous one.
 */
export function getDelegateTotp(nowMs: number): bigint {
  return getDeleteRequestTotp(nowMs)
}

export type GetDelegateTypedDataParameters = {
  /** Omitted: the domain without `chainId`, which the transaction service also accepts. */
  chainId?: number | undefined
  delegate: Address
  /** The window number; default the current one of `Date.now()`. */
  totp?: bigint
}

/** The typed data a wallet signs (`eth_signTypedData_v4`) to add or remove a delegate. */
export function getDelegateTypedData({
  chainId,
  delegate,
  totp = getDelegateTotp(Date.now()),
}: GetDelegateTypedDataParameters) {
  return {
    domain: {
      name: 'Safe Transaction Service',
      version: '1.0',
      ...(chainId === undefined ? {} : { chainId }),
    },
    types: delegateTypes,
    primaryType: 'Delegate',
    message: { delegateAddress: delegate, totp },
  } as const
}

export function hashDelegate(parameters: GetDelegateTypedDataParameters): Hex {
  return hashTypedData(getDelegateTypedData(parameters))
}

/**
 * `0x1901 ‖ domainSeparator ‖ structHash` of the same Delegate: what a contract delegator answering only the
 * legacy EIP-1271 `isValidSignature(bytes, bytes)` is asked about (its keccak is `hashDelegate`).
 */
export function getDelegateHashPreimage(parameters: GetDelegateTypedDataParameters): Hex {
  const { domain, types, message } = getDelegateTypedData(parameters)
  return concat([
    '0x1901',
    domainSeparator({ domain }),
    hashStruct({ data: message, primaryType: 'Delegate', types }),
  ])
}
