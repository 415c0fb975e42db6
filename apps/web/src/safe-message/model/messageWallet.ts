import type { safeMessageTypedData } from '@coffer/safe'
import type { Hex } from 'viem'
import type { SignerWallet } from '../../safe-tx/model/reviewWallet.ts'

export type SafeMessageTypedData = ReturnType<typeof safeMessageTypedData>

/**
 * What signing a message needs from a wallet: the basics every signing dialog has, and EIP-712 of a
 * SafeMessage. The dialog's lazy chunk implements it with wagmi; tests use a real local account.
 */
export type MessageWallet = SignerWallet & {
  signSafeMessage: (typedData: SafeMessageTypedData) => Promise<Hex>
}
