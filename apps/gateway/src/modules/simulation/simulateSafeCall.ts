import { safeDeployments } from '@coffer/safe'
import {
  type Address,
  BaseError,
  decodeAbiParameters,
  decodeErrorResult,
  encodeFunctionData,
  type Hex,
  isHex,
  type PublicClient,
  size,
  slice,
} from 'viem'
import { UpstreamError } from '../../errors.ts'

/** StorageAccessible (Safe 1.3.0+): delegatecalls the target and reverts with `success ‖ size ‖ returndata`. */
const storageAccessibleAbi = [
  {
    type: 'function',
    name: 'simulateAndRevert',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'targetContract', type: 'address' },
      { name: 'calldataPayload', type: 'bytes' },
    ],
    outputs: [],
  },
] as const

/** SimulateTxAccessor 1.4.1: runs the call as the Safe would and measures it. */
const simulateTxAccessorAbi = [
  {
    type: 'function',
    name: 'simulate',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'data', type: 'bytes' },
      { name: 'operation', type: 'uint8' },
    ],
    outputs: [
      { name: 'estimate', type: 'uint256' },
      { name: 'success', type: 'bool' },
      { name: 'returnData', type: 'bytes' },
    ],
  },
] as const

const simulateOutputs = simulateTxAccessorAbi[0].outputs

export type SafeCallInput = { to: Address; value: bigint; data: Hex; operation: 0 | 1 }

export type SimulationResult = {
  success: boolean
  /** Gas the call itself used (SimulateTxAccessor's estimate). */
  gasUsed: bigint
  returnData: Hex
  /** Error(string) or Panic(uint256) of a failed call, in words; null when it carries neither. */
  revertReason: string | null
}

/**
 * Runs a call as the Safe at the latest block without sending anything: `eth_call` of the Safe's
 * `simulateAndRevert(SimulateTxAccessor, simulate(call))`. The Safe delegatecalls the accessor, which
 * performs the call from the Safe's own context (its balance, its storage, no signatures needed) and
 * reports gas, success and return data; `simulateAndRevert` then reverts so that nothing is kept, and the
 * revert data carries the report. Throws `UpstreamError` when the node fails or the answer is not such a
 * report (the address is not a Safe 1.3.0+).
 */
export async function simulateSafeCall(
  client: Pick<PublicClient, 'call'>,
  {
    safe,
    call,
    accessor = safeDeployments.simulateTxAccessor,
  }: { safe: Address; call: SafeCallInput; accessor?: Address },
): Promise<SimulationResult> {
  const payload = encodeFunctionData({
    abi: simulateTxAccessorAbi,
    functionName: 'simulate',
    args: [call.to, call.value, call.data, call.operation],
  })
  const data = encodeFunctionData({
    abi: storageAccessibleAbi,
    functionName: 'simulateAndRevert',
    args: [accessor, payload],
  })
  let revertData: Hex | undefined
  try {
    await client.call({ to: safe, data })
  } catch (error) {
    revertData = findRevertData(error)
    if (revertData === undefined)
      throw new UpstreamError('The node failed to simulate the call', { cause: error })
  }
  if (revertData === undefined)
    throw new UpstreamError(`${safe} did not answer simulateAndRevert: is it a Safe 1.3.0 or later?`)
  return decodeSimulation(revertData, safe)
}

/** Decodes `simulateAndRevert`'s revert data: delegatecall success word, returndata size word, returndata. */
export function decodeSimulation(revertData: Hex, safe: string): SimulationResult {
  const malformed = () =>
    new UpstreamError(`${safe} answered simulateAndRevert with unexpected data: is it a Safe 1.3.0 or later?`)
  if (size(revertData) < 64) throw malformed()
  const delegateCallSucceeded = BigInt(slice(revertData, 0, 32)) === 1n
  const returnSize = Number(BigInt(slice(revertData, 32, 64)))
  if (size(revertData) < 64 + returnSize) throw malformed()
  const returned = returnSize === 0 ? '0x' : slice(revertData, 64, 64 + returnSize)
  // The accessor itself reverted (e.g. out of gas inside it): nothing was measured.
  if (!delegateCallSucceeded)
    return { success: false, gasUsed: 0n, returnData: returned, revertReason: toRevertReason(returned) }
  let decoded: readonly [bigint, boolean, Hex]
  try {
    decoded = decodeAbiParameters(simulateOutputs, returned)
  } catch (cause) {
    throw new UpstreamError(`${safe}'s simulation report could not be decoded`, { cause })
  }
  const [estimate, success, returnData] = decoded
  return { success, gasUsed: estimate, returnData, revertReason: success ? null : toRevertReason(returnData) }
}

/** `Error(string)` as its message, `Panic(uint256)` as "Panic 0x11" and so on; anything else null. */
export function toRevertReason(returnData: Hex): string | null {
  if (size(returnData) < 4) return null
  try {
    const { errorName, args } = decodeErrorResult({ abi: [], data: returnData })
    const [first] = args ?? []
    if (errorName === 'Error' && typeof first === 'string') return first
    if (errorName === 'Panic' && typeof first === 'bigint') return `Panic 0x${first.toString(16)}`
    return null
  } catch {
    return null
  }
}

/** The revert data of a failed `eth_call`, wherever viem put it in the error chain. */
function findRevertData(error: unknown): Hex | undefined {
  if (!(error instanceof BaseError)) return undefined
  let found: Hex | undefined
  error.walk((cause) => {
    if (found !== undefined || typeof cause !== 'object' || cause === null || !('data' in cause)) return false
    const data = cause.data
    if (typeof data === 'string' && isHex(data) && data !== '0x') found = data
    else if (
      typeof data === 'object' &&
      data !== null &&
      'data' in data &&
      typeof data.data === 'string' &&
      isHex(data.data)
    )
      found = data.data
    return found !== undefined
  })
  return found
}
