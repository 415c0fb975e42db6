import type { Address, Hex } from 'viem'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import type { SafeAppMessage } from './safeAppMessage.ts'

/**
 * What the host needs from the off-chain message flow (`apps/web/src/safe-message/`: text or EIP-712 →
 * SafeMessage hash, owners sign, the gateway collects the signatures). The host signs on chain by itself
 * (a SignMessageLib transaction through the review dialog); this is the other half.
 */
export type OffChainMessageSigner = {
  /**
   * Opens the message flow for `message`, labelled with the app that asked. Resolves with the SafeMessage
   * hash once the owner has proposed it, and with the combined signature too once the Safe's threshold is
   * met; rejects with `MessageSigningRejectedError` when the owner closes the flow.
   */
  requestMessageSignature(request: {
    chain: ChainInfo
    safe: Address
    message: SafeAppMessage
    app: { name: string; url: string }
  }): Promise<{ messageHash: Hex; signature?: Hex }>
  /** The combined signature of a fully signed message, or undefined while it is not (or unknown). */
  getOffChainSignature(request: { chain: ChainInfo; messageHash: Hex }): Promise<Hex | undefined>
}

/** The owner closed the message flow without signing. */
export class MessageSigningRejectedError extends Error {
  override name = 'MessageSigningRejectedError' as const
}
