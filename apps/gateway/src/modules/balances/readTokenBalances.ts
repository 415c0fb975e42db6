import {
  type Address,
  BaseError,
  erc20Abi,
  HttpRequestError,
  TimeoutError,
  WebSocketRequestError,
} from 'viem'
import type { ChainRuntime } from '../../deps.ts'
import { batchClient } from '../../safe-chain/batchClient.ts'

/** Multicall3's address, the same on every chain that has it (deterministic deployment). */
export const multicall3Address = '0xcA11bde05977b3631167028862bE2a173976CA11'

/** Calldata per Multicall3 call: a `balanceOf` is 36 bytes, so about 280 tokens per `eth_call`. */
const multicallChunkBytes = 10_000

const multicallPresence = new WeakMap<ChainRuntime, Promise<boolean>>()

/**
 * Whether the chain has Multicall3; asked once per chain runtime (a failed lookup is asked again next
 * time; a deployment made later is used after a restart).
 */
function hasMulticall3(chain: ChainRuntime): Promise<boolean> {
  const known = multicallPresence.get(chain)
  if (known) return known
  const lookup = chain.client.getCode({ address: multicall3Address }).then(
    (code) => code !== undefined && code !== '0x',
    (error: unknown) => {
      multicallPresence.delete(chain)
      throw error
    },
  )
  multicallPresence.set(chain, lookup)
  return lookup
}

/**
 * `balanceOf(owner)` of many ERC-20 contracts in few round trips: Multicall3 calls of at most
 * `multicallChunkBytes` of calldata when the chain has Multicall3, else one JSON-RPC batch. A token whose call fails (self-destructed,
 * not an ERC-20) maps to null; a node that does not answer at all rejects.
 */
export async function readTokenBalances(
  chain: ChainRuntime,
  { owner, tokens }: { owner: Address; tokens: readonly Address[] },
): Promise<Map<Address, bigint | null>> {
  const result = new Map<Address, bigint | null>()
  if (tokens.length === 0) return result
  if (await hasMulticall3(chain)) {
    const answers = await chain.client.multicall({
      contracts: tokens.map((token) => ({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf' as const,
        args: [owner] as const,
      })),
      allowFailure: true,
      batchSize: multicallChunkBytes,
      multicallAddress: multicall3Address,
    })
    tokens.forEach((token, i) => {
      const answer = answers[i]
      result.set(token, answer?.status === 'success' ? answer.result : null)
    })
    return result
  }
  const client = batchClient(chain)
  const settled = await Promise.allSettled(
    tokens.map((token) =>
      client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] }),
    ),
  )
  // A revert or empty answer is the token's problem; a transport failure is the node's.
  for (const answer of settled)
    if (answer.status === 'rejected' && isTransportError(answer.reason)) throw answer.reason
  tokens.forEach((token, i) => {
    const answer = settled[i]
    result.set(token, answer?.status === 'fulfilled' ? answer.value : null)
  })
  return result
}

/** A node that failed to answer, as opposed to a contract call that reverted or returned nothing. */
export function isTransportError(error: unknown): boolean {
  if (!(error instanceof BaseError)) return true
  return (
    error.walk(
      (cause) =>
        cause instanceof HttpRequestError ||
        cause instanceof WebSocketRequestError ||
        cause instanceof TimeoutError,
    ) !== null
  )
}
