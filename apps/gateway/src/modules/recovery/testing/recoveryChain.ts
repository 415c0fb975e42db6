import { type Devchain, getDevAccount, getDevchainChain } from '@coffer/devchain'
import { createTestSafe, execSafeBatch, waitForReceipt } from '@coffer/devchain/testing'
import {
  buildRecoveryCancelCall,
  buildRecoverySetupCalls,
  delayModifierAbi,
  type RecoveryCall,
  safeAbi,
  safeDeployments,
} from '@coffer/safe'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type HDAccount,
  type Hex,
  http,
} from 'viem'
import { rpc } from '../../../indexer/testing/indexerHarness.ts'

/** Test helpers: a Safe with recovery set up on a real anvil, and what its recoverer and owners do. */

export const recoveryOwner = getDevAccount(1)
export const recoverer = getDevAccount(4)

export async function execBatch(devchain: Devchain, safe: Address, calls: readonly RecoveryCall[]) {
  return execSafeBatch({
    rpcUrl: devchain.rpcUrl,
    safe,
    calls,
    signers: [recoveryOwner],
    executor: recoveryOwner,
  })
}

/** A new 1-of-1 Safe (owner: dev account 1; SafeL2 unless told) with a Delay whose recoverer is dev account 4. */
export async function createRecoverableSafe(
  devchain: Devchain,
  {
    cooldown = 3600n,
    expiration = 0n,
    saltNonce = 1n,
    singleton = safeDeployments.safeL2,
  }: { cooldown?: bigint; expiration?: bigint; saltNonce?: bigint; singleton?: Address } = {},
): Promise<{ safe: Address; delay: Address }> {
  const { safe } = await createTestSafe({
    rpcUrl: devchain.rpcUrl,
    sender: recoveryOwner,
    owners: [recoveryOwner.address],
    threshold: 1,
    singleton,
  })
  const { delayModule, calls } = buildRecoverySetupCalls({
    safe,
    settings: { recoverers: [recoverer.address], cooldown, expiration },
    saltNonce,
  })
  await execBatch(devchain, safe, calls)
  return { safe, delay: delayModule }
}

/** The recoverer's proposal: add `newOwner` and set the threshold to 1. */
export function addOwnerProposal(safe: Address, newOwner: Address): RecoveryCall {
  return {
    to: safe,
    value: 0n,
    data: encodeFunctionData({ abi: safeAbi, functionName: 'addOwnerWithThreshold', args: [newOwner, 1n] }),
    operation: 0,
  }
}

async function write(
  devchain: Devchain,
  account: HDAccount,
  delay: Address,
  functionName: 'execTransactionFromModule' | 'executeNextTx',
  call: RecoveryCall,
): Promise<Hex> {
  const chain = getDevchainChain(devchain)
  const wallet = createWalletClient({ account, chain, transport: http(devchain.rpcUrl) })
  const hash = await wallet.writeContract({
    address: delay,
    abi: delayModifierAbi,
    functionName,
    args: [call.to, call.value, call.data, call.operation],
  })
  await waitForReceipt(createPublicClient({ chain, transport: http(devchain.rpcUrl) }), { hash })
  return hash
}

export const propose = (devchain: Devchain, delay: Address, call: RecoveryCall) =>
  write(devchain, recoverer, delay, 'execTransactionFromModule', call)

/** Moves the chain past the cooldown, then anyone (dev account 7) executes the next proposal. */
export async function executeAfter(devchain: Devchain, delay: Address, call: RecoveryCall, seconds: number) {
  await rpc(devchain.rpcUrl, 'evm_increaseTime', [seconds])
  await rpc(devchain.rpcUrl, 'evm_mine')
  return write(devchain, getDevAccount(7), delay, 'executeNextTx', call)
}

/** The owners cancel every pending proposal: the Delay's nonce moves to its queue nonce. */
export async function cancelAll(devchain: Devchain, safe: Address, delay: Address) {
  const client = createPublicClient({ transport: http(devchain.rpcUrl) })
  const queueNonce = await client.readContract({
    address: delay,
    abi: delayModifierAbi,
    functionName: 'queueNonce',
  })
  return execBatch(devchain, safe, [buildRecoveryCancelCall({ delayModule: delay, queueNonce })])
}
