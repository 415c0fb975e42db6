import { getSafeTxTypedData, type SafeTx } from '@coffer/safe'
import { type Address, domainSeparator, type Hex, hashStruct, hashTypedData } from 'viem'

export type SafeTxHashes = { domainHash: Hex; messageHash: Hex; safeTxHash: Hex }

/**
 * The three hashes a hardware wallet shows for a SafeTx (domain, message, and the final EIP-712
 * digest), computed here in the browser so the person can compare them with the device's screen.
 */
export function computeSafeTxHashes({
  chainId,
  safe,
  safeTx,
  version,
}: {
  chainId: number
  safe: Address
  safeTx: SafeTx
  version: string
}): SafeTxHashes {
  const typedData = getSafeTxTypedData({ chainId, safe, tx: safeTx, version })
  return {
    // viem derives EIP712Domain's fields from the ones present: chainId only from Safe 1.3.0 on.
    domainHash: domainSeparator({ domain: typedData.domain }),
    messageHash: hashStruct({ data: typedData.message, primaryType: 'SafeTx', types: typedData.types }),
    safeTxHash: hashTypedData(typedData),
  }
}
