import { type Address, BaseError, decodeErrorResult, type Hex, isHex, type PublicClient } from 'viem'
import { RefusedError } from '../../errors.ts'

/** The Safe's revert codes a relay simulation meets most, in words a person can act on. */
const safeRevertReasons: Readonly<Record<string, string>> = {
  GS010: 'not enough gas to execute the Safe transaction',
  GS011: 'the Safe could not pay the gas refund in ether',
  GS012: 'the Safe could not pay the gas refund in the token',
  GS013: 'the inner call failed, and with safeTxGas and gasPrice 0 the whole execution reverts',
  GS020: 'not enough signatures (the signatures data is too short for the threshold)',
  GS021: 'invalid contract signature location (inside the static part)',
  GS022: 'invalid contract signature location (length not present)',
  GS023: 'invalid contract signature location (data not complete)',
  GS024: 'a contract signature was refused by its EIP-1271 signer',
  GS025: 'a pre-approved hash signature whose hash was never approved',
  GS026: 'a signature is not by an owner, or the signatures are not sorted by owner address',
}

/**
 * Simulates the relay as the relayer would send it (`eth_estimateGas` from the relayer account) and
 * returns the gas to send it with. A revert is refused with 422 `SIMULATION_FAILED` and the decoded
 * reason (e.g. `GS020`), so nothing that would fail on chain is ever sent or paid for.
 */
export async function simulateRelay(
  client: PublicClient,
  { from, to, data }: { from: Address; to: Address; data: Hex },
): Promise<bigint> {
  try {
    const estimate = await client.estimateGas({ account: from, to, data })
    // Safe's execTransaction checks gasleft() against safeTxGas: a margin keeps a tight estimate from reverting.
    return estimate + estimate / 5n
  } catch (error) {
    const reason = findRevertReason(error)
    if (reason === undefined) throw error
    const explained = safeRevertReasons[reason]
    throw new RefusedError(
      422,
      `Relay simulation failed: ${reason}${explained ? ` (${explained})` : ''}. Nothing was sent.`,
      { cause: error, code: 'SIMULATION_FAILED' },
    )
  }
}

/**
 * The revert reason in a failed estimate: the node's revert data decoded (`Error(string)`, `Panic`), or
 * the reason it put in its message. Undefined when the node did not answer with a revert at all (it is
 * down, the request was malformed…): that is not the client's fault.
 */
export function findRevertReason(error: unknown): string | undefined {
  if (!(error instanceof BaseError)) return undefined
  let reason: string | undefined
  error.walk((inner) => {
    if (reason !== undefined) return true
    const data = inner && typeof inner === 'object' && 'data' in inner ? inner.data : undefined
    if (typeof data === 'string' && isHex(data) && data.length >= 10) {
      try {
        const decoded = decodeErrorResult({ abi: [], data })
        reason = decoded.args.map(String).join(', ')
      } catch {
        reason = `custom error ${data.slice(0, 10)}`
      }
      return true
    }
    return false
  })
  if (reason !== undefined) return reason
  const message = error.walk((inner) => inner instanceof Error && /execution reverted/i.test(inner.message))
  if (!(message instanceof Error)) return undefined
  const match = /execution reverted(?::\s*([^\n]+))?/i.exec(message.message)
  return match?.[1]?.trim() || 'reverted without a reason'
}
