import type { Address, Hash, Hex } from 'viem'

/**
 * What the creation review needs from a wallet. The dialog's lazy chunk implements it with wagmi;
 * keeping the review free of wagmi lets it render with any implementation.
 */
export type DeployWallet = {
  address: Address | undefined
  chainId: number | undefined
  status: 'connected' | 'connecting' | 'disconnected'
  /** Opens the wallet's connect dialog, when there is one. */
  connect: (() => void) | undefined
  switchChain: (chainId: number) => Promise<void>
  /** Sends a transaction from the wallet; resolves with its hash once the wallet has sent it. */
  send: (transaction: { to: Address; data: Hex; description: string }) => Promise<Hash>
  waitForReceipt: (hash: Hash) => Promise<'success' | 'reverted'>
}
