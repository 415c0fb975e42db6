import { safeDeployments } from '@coffer/safe'
import type { Address } from 'viem'
import type { ChainConfig } from './config.ts'

/** Chain ids of local development nodes (anvil, Hardhat, Ganache): instant blocks, reorgs only on request. */
export const localChainIds: readonly number[] = [31337, 1337]

export type IndexerOptions = {
  chainId: number
  rpcUrl: string
  mode: 'all' | 'watched'
  startBlock: number
  /** 0: every indexed block stays reversible; N: blocks more than N below the head are final. */
  confirmations: number
  blockRange: number
  pollIntervalMs: number
  /** Proxy factories whose `ProxyCreation` logs discover Safes. */
  factories: readonly Address[]
  /** Tokens stored as trusted when first seen. */
  trustedTokens?: readonly Address[]
}

/**
 * The devchain's demo tokens (CDT, CNFT): the CREATE addresses of dev account 0's first two transactions,
 * pinned by `@coffer/devchain`'s demoDeployment test. Trusted on local chains so history shows them.
 */
export const devchainDemoTokens: readonly Address[] = [
  '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
]

/**
 * A chain's indexer settings with the defaults filled in by one rule: a local development chain
 * (`localChainIds`) gets `confirmations` 0 — `evm_revert`, `anvil_reorg` and `anvil_rollback` can rewind
 * any depth, so no block is ever final — and a 250 ms head poll; every other chain 12 confirmations
 * (Ethereum's customary depth; deeper reorgs are not followed) and a 2 s poll.
 */
export function resolveIndexerOptions(chain: ChainConfig): IndexerOptions {
  const local = localChainIds.includes(chain.chainId)
  return {
    chainId: chain.chainId,
    rpcUrl: chain.rpcUrl,
    mode: chain.indexer.mode,
    startBlock: chain.indexer.startBlock,
    confirmations: chain.indexer.confirmations ?? (local ? 0 : 12),
    blockRange: chain.indexer.blockRange,
    pollIntervalMs: chain.indexer.pollIntervalMs ?? (local ? 250 : 2000),
    factories: [safeDeployments.safeProxyFactory],
    trustedTokens: local ? devchainDemoTokens : [],
  }
}
