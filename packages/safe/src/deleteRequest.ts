import type { Address, Hex } from 'viem'
import { hashTypedData } from 'viem'

/** The EIP-712 `DeleteRequest` a proposer signs to delete a queued transaction (gateway-contract §6.16). */
export const deleteRequestTypes = {
  DeleteRequest: [
    { name: 'safeTxHash', type: 'bytes32' },
    { name: 'totp', type: 'uint256' },
  ],
} as const

/** A deletion signature is valid for the hour window it was made in and the next one. */
export const deleteRequestWindowSeconds = 3600

/** The time window number (`totp`) of a moment, from unix milliseconds. */
export function getDeleteRequestTotp(nowMs: number): bigint {
  return BigInt(Math.floor(nowMs / 1000 / deleteRequestWindowSeconds))
}

export type GetDeleteRequestTypedDataParameters = {
  chainId: number
  safe: Address
  safeTxHash: Hex
  /** The window number; default the current one of `Date.now()`. */
  totp?: bigint
}

/**
 * The typed data a wallet signs (`eth_signTypedData_v4`) to delete a queued transaction: the Safe
 * Transaction Service's own domain, with the Safe as verifying contract.
 */
export function getDeleteRequestTypedData({
  chainId,
  safe,
  safeTxHash,
  totp = getDeleteRequestTotp(Date.now()),
}: GetDeleteRequestTypedDataParameters) {
  return {
    domain: { name: 'Safe Transaction Service', version: '1.0', chainId, verifyingContract: safe },
    types: deleteRequestTypes,
    primaryType: 'DeleteRequest',
    message: { safeTxHash, totp },
  } as const
}

export function hashDeleteRequest(parameters: GetDeleteRequestTypedDataParameters): Hex {
  return hashTypedData(getDeleteRequestTypedData(parameters))
}
