import {
  getSafeTxHashPreimage,
  getSafeTxTypedData,
  hashSafeTx,
  type SafeTxInput,
  toSafeTx,
} from '@coffer/safe'
import {
  type Address,
  concat,
  type Hex,
  hexToNumber,
  type LocalAccount,
  numberToHex,
  pad,
  size,
  slice,
} from 'viem'

/** Test helpers that build and sign proposals the way wallets and the web app do (not used by the product). */

export const devChainId = 31337

export type TestTx = SafeTxInput & { nonce: bigint }

export function safeTxHashOf(safe: Address, tx: TestTx, chainId = devChainId): Hex {
  return hashSafeTx({ chainId, safe, tx })
}

/** `0x1901 ‖ domainSeparator ‖ structHash` of a 1.4.1 Safe's SafeTx: what it asks contract owners about. */
export function safeTxPreimageOf(safe: Address, tx: TestTx, chainId = devChainId): Hex {
  return getSafeTxHashPreimage({ chainId, safe, tx })
}

/** The SDK's `MultisigTransactionRequest` for a SafeTx. */
export function proposeBody(
  safe: Address,
  tx: TestTx,
  { sender, signature, safeTxHash }: { sender: Address; signature?: Hex | null; safeTxHash?: Hex },
) {
  const full = toSafeTx(tx)
  return {
    to: full.to,
    value: full.value.toString(),
    data: full.data,
    nonce: full.nonce.toString(),
    operation: full.operation === 1 ? 1 : 0,
    safeTxGas: full.safeTxGas.toString(),
    baseGas: full.baseGas.toString(),
    gasPrice: full.gasPrice.toString(),
    gasToken: full.gasToken,
    refundReceiver: full.refundReceiver,
    safeTxHash: safeTxHash ?? safeTxHashOf(safe, tx),
    sender,
    ...(signature ? { signature } : {}),
  } as const
}

/** EIP-712 signature of the SafeTx (v 27/28). */
export function signSafeTx(
  account: LocalAccount,
  safe: Address,
  tx: TestTx,
  chainId = devChainId,
): Promise<Hex> {
  return account.signTypedData(getSafeTxTypedData({ chainId, safe, tx }))
}

/** eth_sign (EIP-191) of the safeTxHash, with the Safe's v + 4 marker. */
export async function ethSignSafeTxHash(account: LocalAccount, hash: Hex): Promise<Hex> {
  const signature = await account.signMessage({ message: { raw: hash } })
  const v = hexToNumber(slice(signature, 64, 65))
  return concat([slice(signature, 0, 64), numberToHex(v + 4, { size: 1 })])
}

/** A pre-approved hash part: r = owner, s = 0, v = 1. */
export function approvedHashSignature(owner: Address): Hex {
  return concat([pad(owner), pad('0x'), '0x01'])
}

/**
 * A contract signature as the only part: r = the owner contract, s = offset of the dynamic part (65), v = 0,
 * then length ‖ the contract's own signature bytes.
 */
export function contractSignature(owner: Address, inner: Hex): Hex {
  return concat([pad(owner), pad(numberToHex(65)), '0x00', pad(numberToHex(size(inner))), inner])
}

/**
 * What the owner of a 1.4.1 Safe signs so that its CompatibilityFallbackHandler accepts
 * `isValidSignature(message, …)`: the SafeMessage of `message`. A 1.4.1 Safe owning another asks it about
 * the SafeTx's preimage (`safeTxPreimageOf`).
 */
export function signSafeMessage(
  account: LocalAccount,
  ownerSafe: Address,
  message: Hex,
  chainId = devChainId,
) {
  return account.signTypedData({
    domain: { chainId, verifyingContract: ownerSafe },
    types: { SafeMessage: [{ name: 'message', type: 'bytes' }] },
    primaryType: 'SafeMessage',
    message: { message },
  })
}
