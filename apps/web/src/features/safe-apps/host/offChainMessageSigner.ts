import type { Address, Hex } from 'viem'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import type { HostDialog } from './createDialogQueue.ts'
import type { SafeAppMessage } from './safeAppMessage.ts'

/** What an app hears for an off-chain message: the SDK's SignMessageResponse. */
export type OffChainMessageAnswer = { messageHash: Hex; signature?: Hex }

/** A message the Safe already keeps, as far as it was signed. */
export type KnownSafeMessage = OffChainMessageAnswer & { submitted: number; required: number }

/**
 * What the host needs from the off-chain message flow (`apps/web/src/safe-message/`: text or EIP-712 →
 * SafeMessage hash, owners sign, the gateway collects the signatures). The host signs on chain by itself
 * (a SignMessageLib transaction through the review dialog); this is the other half.
 */
export type OffChainMessageSigner = {
  /**
   * Opens the message flow for `message`, labelled with the app that asked. Answers the SafeMessage hash
   * once the owner has proposed it, and the combined signature too once the Safe's threshold is met;
   * refuses with `MessageSigningRejectedError` when the owner closes the flow first.
   */
  requestMessageSignature(request: {
    chain: ChainInfo
    safe: Address
    message: SafeAppMessage
    app: { name: string; url: string; iconUrl: string | null }
  }): HostDialog<OffChainMessageAnswer>
  /** The message as the Safe keeps it when `owner` has signed it already, or undefined. */
  findSignedByOwner(request: {
    chain: ChainInfo
    safe: Address
    version: string
    message: SafeAppMessage
    owner: Address
  }): Promise<KnownSafeMessage | undefined>
  /** The combined signature of a fully signed message, or undefined while it is not (or unknown). */
  getOffChainSignature(request: { chain: ChainInfo; messageHash: Hex }): Promise<Hex | undefined>
}

/** The owner closed the message flow without signing. */
export class MessageSigningRejectedError extends Error {
  override name = 'MessageSigningRejectedError' as const
}
