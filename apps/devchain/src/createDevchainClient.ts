import { createTestClient, http, publicActions, walletActions } from 'viem'
import { DEV_DEPLOYER_INDEX, getDevAccount } from './devAccounts.ts'
import { getDevchainChain } from './getDevchainChain.ts'

export type CreateDevchainClientParameters = { chainId: number; rpcUrl: string }

/**
 * One client for seeding: anvil test actions (setCode, setBalance), reads, and writes signed
 * locally by dev account 0. anvil mines on every transaction; wait for receipts with `waitForReceipt`.
 */
export function createDevchainClient({ chainId, rpcUrl }: CreateDevchainClientParameters) {
  return createTestClient({
    mode: 'anvil',
    chain: getDevchainChain({ chainId, rpcUrl }),
    account: getDevAccount(DEV_DEPLOYER_INDEX),
    transport: http(rpcUrl),
    pollingInterval: 20,
  })
    .extend(publicActions)
    .extend(walletActions)
}

export type DevchainClient = ReturnType<typeof createDevchainClient>
