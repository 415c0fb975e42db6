import type { getDeleteRequestTypedData, getSafeTxTypedData, SafeTx } from '@coffer/safe'
import type { Address, Hash, Hex } from 'viem'

export type ExecTransactionCall = { safe: Address; safeTx: SafeTx; signatures: Hex }

/** What sending `execTransaction` from the wallet would take; the price is unknown when the node would not say. */
export type ExecutionEstimate = { gas: bigint; gasPrice: bigint | undefined }

/**
 * What any signing dialog needs from a wallet (the review of a transaction, the signing of a message):
 * who is connected, on which chain, how to connect and switch, and eth_sign of a raw 32-byte hash.
 */
export type SignerWallet = Pick<
  ReviewWallet,
  'address' | 'chainId' | 'status' | 'connect' | 'switchChain' | 'signHash'
>

/**
 * What the review dialog needs from a wallet. The dialog's lazy chunk implements it with wagmi; keeping
 * the rest of the dialog free of wagmi lets it be tested with a real local account.
 */
export type ReviewWallet = {
  address: Address | undefined
  chainId: number | undefined
  status: 'connected' | 'connecting' | 'disconnected'
  /** Opens the wallet's connect dialog, when there is one. */
  connect: (() => void) | undefined
  switchChain: (chainId: number) => Promise<void>
  /** EIP-712 `eth_signTypedData_v4` of a SafeTx. */
  signSafeTx: (typedData: ReturnType<typeof getSafeTxTypedData>) => Promise<Hex>
  /** `personal_sign` of the raw 32-byte safeTxHash, for wallets without typed data. */
  signHash: (hash: Hex) => Promise<Hex>
  signDeleteRequest: (typedData: ReturnType<typeof getDeleteRequestTypedData>) => Promise<Hex>
  /** Rejects when the node says `execTransaction` would revert. */
  estimateExecution: (call: ExecTransactionCall) => Promise<ExecutionEstimate>
  execute: (call: ExecTransactionCall & { gas: bigint }) => Promise<Hash>
  waitForReceipt: (hash: Hash) => Promise<'success' | 'reverted'>
}
