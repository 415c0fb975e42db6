import { hashSafeTx, knownSingletons, safeAbi } from '@coffer/safe'
import {
  type Address,
  getAddress,
  type Hex,
  isAddressEqual,
  type PublicClient,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
} from 'viem'
import type { ChainRuntime, Deps } from '../../deps.ts'
import { NotFoundError, RefusedError, UpstreamError } from '../../errors.ts'
import { getChainRuntime } from '../chains/getChainRuntime.ts'
import type { Relayer } from './createRelayer.ts'
import { decodeRelayCall, type ExecTransactionArgs, relayErrorMessages } from './decodeRelayCall.ts'
import {
  countRemainingRelays,
  findRelay,
  insertRelay,
  releaseRelaySlots,
  reserveRelaySlots,
  updateRelayStatus,
} from './relay.repository.ts'
import type { RelayBody, RelayCount, RelayStatus } from './relay.schema.ts'
import { simulateRelay } from './simulateRelay.ts'

export type RelayDeps = Pick<Deps, 'db' | 'chains' | 'now'> & { relayers: ReadonlyMap<number, Relayer> }

/** CGW's 403 when a chain has no relayer (gateway-contract.md §12.1). */
const noRelayerMessage = 'No relayer defined'

/**
 * Relays a fully signed Safe transaction (or a Safe creation) from the chain's relayer: decodes and
 * checks what it is, takes a rate-limit slot per counted address, simulates it from the relayer and
 * sends it. A slot is given back when nothing was sent. Answers the transaction hash as the task id.
 */
export async function relayTransaction(
  deps: RelayDeps,
  { chainId, body }: { chainId: string; body: RelayBody },
): Promise<{ taskId: Hex }> {
  const runtime = getChainRuntime(deps, chainId)
  const relayer = deps.relayers.get(runtime.config.chainId)
  if (!relayer) throw new RefusedError(403, noRelayerMessage)

  const call = decodeRelayCall({ version: body.version, to: body.to, data: body.data })
  if (call.kind !== 'createProxyWithNonce') await assertOfficialSafe(runtime.client, call.safe)
  if (body.safeTxHash !== undefined) {
    if (call.kind !== 'execTransaction')
      throw new RefusedError(422, 'A safeTxHash can only be checked for a single execTransaction.')
    await assertSafeTxHash(runtime, { safe: call.safe, exec: call.exec, safeTxHash: body.safeTxHash })
  }

  const window = { limit: relayer.limit, windowMs: relayer.windowMs, now: deps.now() }
  const slots = { chainId: runtime.config.chainId, addresses: call.limitAddresses }
  const reservation = await reserveRelaySlots(deps.db, { ...slots, ...window })
  if (!reservation.reserved) throw new RefusedError(429, `Relay limit reached for ${reservation.address}`)

  let taskId: Hex
  try {
    taskId = await relayer.serialize(async () => {
      const gas = await simulateRelay(runtime.client, { from: relayer.address, to: body.to, data: body.data })
      return relayer.wallet.sendTransaction({
        account: relayer.account,
        chain: runtime.chain,
        to: body.to,
        data: body.data,
        gas,
      })
    })
  } catch (error) {
    await releaseRelaySlots(deps.db, slots)
    if (error instanceof RefusedError) throw error
    throw new UpstreamError('The relayer could not send the transaction', { cause: error })
  }

  const now = deps.now()
  await insertRelay(deps.db, {
    chain_id: runtime.config.chainId,
    task_id: taskId.toLowerCase(),
    relayer: relayer.address,
    target: body.to,
    kind: call.kind,
    limit_addresses: call.limitAddresses.join(','),
    status: 100,
    created_at: now,
    updated_at: now,
  })
  return { taskId }
}

/** `{ remaining, limit }` for an address; `{ 0, 0 }` on a chain without a relayer, as CGW answers. */
export async function getRelayCount(
  deps: RelayDeps,
  { chainId, address }: { chainId: string; address: Address },
): Promise<RelayCount> {
  const runtime = getChainRuntime(deps, chainId)
  const relayer = deps.relayers.get(runtime.config.chainId)
  if (!relayer) return { remaining: 0, limit: 0 }
  const remaining = await countRemainingRelays(deps.db, {
    chainId: runtime.config.chainId,
    address,
    limit: relayer.limit,
    windowMs: relayer.windowMs,
    now: deps.now(),
  })
  return { remaining, limit: relayer.limit }
}

/**
 * The status of a relay this gateway sent: 100 while its receipt is not there, then 200 (success) or 400
 * (reverted), remembered once final. 500 while the node no longer knows the transaction at all (dropped);
 * that is not stored, as it may still reappear. Unknown task ids are 404.
 */
export async function getRelayStatus(
  deps: RelayDeps,
  { chainId, taskId }: { chainId: string; taskId: string },
): Promise<RelayStatus> {
  const runtime = getChainRuntime(deps, chainId)
  const relay = await findRelay(deps.db, { chainId: runtime.config.chainId, taskId })
  if (!relay) throw new NotFoundError(`Relay task ${taskId} is unknown`)
  const receipt = { transactionHash: relay.task_id }
  if (relay.status !== 100) return { status: relay.status === 200 ? 200 : 400, receipt }
  const hash: Hex = `0x${relay.task_id.slice(2)}`
  const status = await readChainStatus(runtime.client, hash)
  if (status === 100 || status === 500) return { status }
  await updateRelayStatus(deps.db, { chainId: runtime.config.chainId, taskId, status, now: deps.now() })
  return { status, receipt }
}

async function readChainStatus(client: PublicClient, hash: Hex): Promise<100 | 200 | 400 | 500> {
  try {
    const receipt = await client.getTransactionReceipt({ hash })
    return receipt.status === 'success' ? 200 : 400
  } catch (error) {
    if (!(error instanceof TransactionReceiptNotFoundError)) throw error
  }
  try {
    await client.getTransaction({ hash })
    return 100
  } catch (error) {
    if (error instanceof TransactionNotFoundError) return 500
    throw error
  }
}

/** EIP-1967-less Safe proxies keep their singleton in storage slot 0; it must be one we know. */
async function assertOfficialSafe(client: PublicClient, safe: Address): Promise<void> {
  const slot = await client.getStorageAt({ address: safe, slot: '0x0' })
  const singleton = slot && slot.length === 66 ? getAddress(`0x${slot.slice(26)}`) : undefined
  if (!singleton || !knownSingletons.some((known) => isAddressEqual(known.address, singleton)))
    throw new RefusedError(422, relayErrorMessages.unsupportedBaseContract)
}

async function assertSafeTxHash(
  runtime: ChainRuntime,
  { safe, exec, safeTxHash }: { safe: Address; exec: ExecTransactionArgs; safeTxHash: Hex },
): Promise<void> {
  const nonce = await runtime.client.readContract({ address: safe, abi: safeAbi, functionName: 'nonce' })
  const expected = hashSafeTx({ chainId: runtime.config.chainId, safe, tx: { ...exec, nonce } })
  if (expected.toLowerCase() !== safeTxHash)
    throw new RefusedError(
      422,
      `The safeTxHash ${safeTxHash} is not the hash of this execTransaction at the Safe's nonce ${nonce} (${expected}).`,
    )
}
