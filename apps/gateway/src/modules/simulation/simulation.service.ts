import { knownSingletons } from '@coffer/safe'
import { getAddress, type Hex, isHex } from 'viem'
import { type MultisigTransactionRow, notExecutedColumns } from '../../db/tables/safeData.ts'
import type { Deps } from '../../deps.ts'
import { UpstreamError } from '../../errors.ts'
import { getChainRuntime } from '../chains/getChainRuntime.ts'
import { getNonces, getSafeState } from '../safes/index.ts'
import { loadMappingContext } from '../transactions/loadMappingContext.ts'
import { zeroAddress } from '../transactions/mappers/mappingContext.ts'
import { toTransactionData } from '../transactions/mappers/toTransactionData.ts'
import { type SafeCall, toTxInfo } from '../transactions/mappers/toTxInfo.ts'
import { type SimulationResult, simulateSafeCall } from './simulateSafeCall.ts'
import type { Estimation, SafeCallBody, Simulation, TransactionPreview } from './simulation.schema.ts'

type SimulationDeps = Pick<Deps, 'db' | 'chains' | 'now' | 'config'>
type SafeRequest = { chainId: string; safeAddress: string; body: SafeCallBody }

/** Key under which the previewed call's decoding comes back from `loadMappingContext`. */
const previewKey = 'preview'

/**
 * gateway-contract.md §6.17: `txInfo` and `txData` of a call as if it were a stored multisig transaction
 * of the Safe (no refund, so an empty self-call previews as a cancellation). 404 for an unknown Safe.
 */
export async function previewTransaction(
  deps: SimulationDeps,
  { chainId, safeAddress, body }: SafeRequest,
): Promise<TransactionPreview> {
  const chain = getChainRuntime(deps, chainId)
  const state = await getSafeState(deps, { chainId, safeAddress })
  const data = body.data && body.data !== '0x' ? body.data.toLowerCase() : null
  // loadMappingContext decodes and names the calls of rows; the preview is one unsaved row.
  const row: MultisigTransactionRow = {
    chain_id: chain.config.chainId,
    safe: safeAddress,
    safe_tx_hash: previewKey,
    to: body.to,
    value: body.value,
    data,
    operation: body.operation,
    safe_tx_gas: '0',
    base_gas: '0',
    gas_price: '0',
    gas_token: zeroAddress,
    refund_receiver: zeroAddress,
    nonce: state.nonce,
    proposer: null,
    proposed_by_delegate: null,
    proposed_at: null,
    origin: null,
    trusted: 1,
    modified_at: deps.now(),
    ...notExecutedColumns,
  }
  const safe = { address: safeAddress, nonce: state.nonce, threshold: state.threshold, owners: state.owners }
  const { ctx, decoded } = await loadMappingContext(deps, { chain, safe, rows: { multisig: [row] } })
  const call: SafeCall = {
    to: body.to,
    value: body.value,
    data,
    operation: body.operation,
    decoded: decoded.get(previewKey) ?? null,
    refund: {
      safeTxGas: '0',
      baseGas: '0',
      gasPrice: '0',
      gasToken: zeroAddress,
      refundReceiver: zeroAddress,
    },
  }
  return { txInfo: toTxInfo(call, ctx), txData: toTransactionData(call, ctx) }
}

async function runSimulation(deps: SimulationDeps, { chainId, safeAddress, body }: SafeRequest) {
  const chain = getChainRuntime(deps, chainId)
  const state = await getSafeState(deps, { chainId, safeAddress })
  // The body schema already checked the hex; isHex only narrows the type.
  const data: Hex = body.data && isHex(body.data) ? body.data : '0x'
  const result = await simulateSafeCall(chain.client, {
    safe: getAddress(safeAddress),
    call: { to: getAddress(body.to), value: BigInt(body.value), data, operation: body.operation },
  })
  return { state, result }
}

/** Coffer's own route: whether the call would succeed if the Safe executed it now, and what it returns. */
export async function simulateTransaction(deps: SimulationDeps, request: SafeRequest): Promise<Simulation> {
  const { result } = await runSimulation(deps, request)
  return {
    success: result.success,
    gasUsed: result.gasUsed.toString(),
    returnData: result.returnData,
    revertReason: result.revertReason,
  }
}

/** The 422 message of a call that would fail: what went wrong, as far as the chain says. */
export function toSimulationFailure({ revertReason }: SimulationResult, body: SafeCallBody): string {
  if (revertReason !== null) return `The transaction would fail: ${revertReason}`
  const value = BigInt(body.value) > 0n ? ` (check that the Safe holds the ${body.value} wei it sends)` : ''
  return `The transaction would fail: the call to ${body.to} reverts without a reason${value}`
}

/**
 * gateway-contract.md §6.20: nonces as §6.21 and `safeTxGas`. The call is simulated for real and a call
 * that would fail answers 422 `{ code: 422, message }`. A successful call takes safeTxGas "0" on the Safe
 * versions Coffer knows (1.3.0+: all gas is forwarded); a Safe of unknown version gets the measured gas.
 */
export async function estimateTransaction(deps: SimulationDeps, request: SafeRequest): Promise<Estimation> {
  const [{ state, result }, nonces] = await Promise.all([
    runSimulation(deps, request),
    getNonces(deps, request),
  ])
  if (!result.success) throw new UpstreamError(toSimulationFailure(result, request.body), { status: 422 })
  const singleton = state.singleton?.toLowerCase()
  const known = knownSingletons.some((candidate) => candidate.address.toLowerCase() === singleton)
  return { ...nonces, safeTxGas: known ? '0' : result.gasUsed.toString() }
}
