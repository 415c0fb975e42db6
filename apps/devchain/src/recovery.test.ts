import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  buildRecoveryCancelCall,
  buildRecoveryEditCalls,
  buildRecoveryRemovalCall,
  buildRecoverySetupCalls,
  delayModifierAbi,
  hashDelayTransaction,
  isDelayModuleProxyCode,
  type RecoveryCall,
  type RecoverySettings,
  safeAbi,
  sentinelModule,
} from '@coffer/safe'
import { type Address, createPublicClient, encodeFunctionData, http } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getDevAccount } from './devAccounts.ts'
import { findFreePort } from './findFreePort.ts'
import { getDevchainChain } from './getDevchainChain.ts'
import { type Devchain, startDevchain } from './startDevchain.ts'
import { createTestWallet } from './testing/createTestWallet.ts'
import { createTestSafe, execSafeBatch, waitForReceipt } from './testing/index.ts'

// The recovery calls of @coffer/safe, run for real: the setup batch through MultiSendCallOnly, a
// recoverer's proposal through the Delay, its execution after the window, an edit, a cancellation, removal.
let dataDir: string
let devchain: Devchain
const owner = getDevAccount(1)
const recoverer = getDevAccount(4)
const secondRecoverer = getDevAccount(5)
const newOwner = getDevAccount(6)

const client = () =>
  createPublicClient({ chain: getDevchainChain(devchain), transport: http(devchain.rpcUrl) })

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'coffer-recovery-'))
  devchain = await startDevchain({ dataDir, port: await findFreePort() })
}, 60_000)

afterAll(async () => {
  await devchain?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

async function execBatch(safe: Address, calls: readonly RecoveryCall[]): Promise<void> {
  await execSafeBatch({ rpcUrl: devchain.rpcUrl, safe, calls, signers: [owner], executor: owner })
}

async function readDelay(delay: Address) {
  const read = <F extends 'txCooldown' | 'txExpiration' | 'txNonce' | 'queueNonce'>(functionName: F) =>
    client().readContract({ address: delay, abi: delayModifierAbi, functionName })
  const [recoverers] = await client().readContract({
    address: delay,
    abi: delayModifierAbi,
    functionName: 'getModulesPaginated',
    args: [sentinelModule, 10n],
  })
  return {
    recoverers,
    cooldown: await read('txCooldown'),
    expiration: await read('txExpiration'),
    txNonce: await read('txNonce'),
    queueNonce: await read('queueNonce'),
  }
}

async function safeModules(safe: Address): Promise<readonly Address[]> {
  const [modules] = await client().readContract({
    address: safe,
    abi: safeAbi,
    functionName: 'getModulesPaginated',
    args: [sentinelModule, 10n],
  })
  return modules
}

/** The recoverer queues "add newOwner, threshold 1" on the Delay. */
async function proposeNewOwner(safe: Address, delay: Address): Promise<RecoveryCall> {
  const proposal: RecoveryCall = {
    to: safe,
    value: 0n,
    data: encodeFunctionData({
      abi: safeAbi,
      functionName: 'addOwnerWithThreshold',
      args: [newOwner.address, 1n],
    }),
    operation: 0,
  }
  expect(
    await client().readContract({
      address: delay,
      abi: delayModifierAbi,
      functionName: 'getTransactionHash',
      args: [proposal.to, proposal.value, proposal.data, proposal.operation],
    }),
  ).toBe(hashDelayTransaction(proposal))
  const { wallet } = createTestWallet({ rpcUrl: devchain.rpcUrl, account: recoverer })
  const hash = await wallet.writeContract({
    address: delay,
    abi: delayModifierAbi,
    functionName: 'execTransactionFromModule',
    args: [proposal.to, proposal.value, proposal.data, proposal.operation],
  })
  await waitForReceipt(client(), { hash })
  return proposal
}

describe('recovery through a Delay modifier', () => {
  test('sets up at the predicted address, recovers after the window, edits, cancels and removes', async () => {
    const { safe } = await createTestSafe({
      rpcUrl: devchain.rpcUrl,
      sender: owner,
      owners: [owner.address],
      threshold: 1,
    })
    const settings: RecoverySettings = { recoverers: [recoverer.address], cooldown: 3600n, expiration: 0n }
    const { delayModule, calls } = buildRecoverySetupCalls({ safe, settings, saltNonce: 7n })
    await execBatch(safe, calls)

    expect(isDelayModuleProxyCode(await client().getCode({ address: delayModule }))).toBe(true)
    expect(await safeModules(safe)).toEqual([delayModule])
    expect(await readDelay(delayModule)).toEqual({
      recoverers: [recoverer.address],
      cooldown: 3600n,
      expiration: 0n,
      txNonce: 0n,
      queueNonce: 0n,
    })

    // A proposal cannot run before its window ends; after it, anyone executes it.
    const proposal = await proposeNewOwner(safe, delayModule)
    const execute = {
      address: delayModule,
      abi: delayModifierAbi,
      functionName: 'executeNextTx',
      args: [proposal.to, proposal.value, proposal.data, proposal.operation],
      account: getDevAccount(7),
    } as const
    await expect(client().simulateContract(execute)).rejects.toThrow(/cooldown/i)
    await client().request({ method: 'evm_increaseTime' as never, params: [3601] as never })
    await client().request({ method: 'evm_mine' as never })
    const { wallet } = createTestWallet({ rpcUrl: devchain.rpcUrl, account: getDevAccount(7) })
    await waitForReceipt(client(), { hash: await wallet.writeContract(execute) })
    expect(await client().readContract({ address: safe, abi: safeAbi, functionName: 'getOwners' })).toEqual([
      newOwner.address,
      owner.address,
    ])
    expect(await client().readContract({ address: safe, abi: safeAbi, functionName: 'getThreshold' })).toBe(
      1n,
    )

    // Edit: another recoverer instead of the first, a longer window, an expiry.
    const next: RecoverySettings = {
      recoverers: [secondRecoverer.address],
      cooldown: 7200n,
      expiration: 600n,
    }
    await execBatch(safe, buildRecoveryEditCalls({ delayModule, current: settings, next }))
    expect(await readDelay(delayModule)).toMatchObject({
      recoverers: [secondRecoverer.address],
      cooldown: 7200n,
      expiration: 600n,
    })

    // Cancel: the owners move the Delay's nonce past a pending proposal.
    await execBatch(safe, [
      {
        to: delayModule,
        value: 0n,
        data: encodeFunctionData({
          abi: delayModifierAbi,
          functionName: 'enableModule',
          args: [recoverer.address],
        }),
        operation: 0,
      },
    ])
    await proposeNewOwner(safe, delayModule)
    const pending = await readDelay(delayModule)
    expect(pending.queueNonce).toBe(pending.txNonce + 1n)
    await execBatch(safe, [buildRecoveryCancelCall({ delayModule, queueNonce: pending.queueNonce })])
    const cancelled = await readDelay(delayModule)
    expect(cancelled.txNonce).toBe(cancelled.queueNonce)

    // Remove: the Safe disables the Delay.
    const removal = buildRecoveryRemovalCall({ safe, delayModule, safeModules: await safeModules(safe) })
    if (!removal) throw new Error('the Delay is not a module of the Safe')
    await execBatch(safe, [removal])
    expect(await safeModules(safe)).toEqual([])
  }, 60_000)
})
