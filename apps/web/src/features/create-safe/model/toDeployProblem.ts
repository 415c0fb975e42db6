import { type Address, BaseError, getAddress, type Hash, InsufficientFundsError } from 'viem'
import { GatewayError } from '../../../gateway/GatewayError.ts'
import { isUserRejection } from '../../../wallet/isUserRejection.ts'

/** Why a creation did not happen (or is not known to have happened), as the review tells it. */
export type DeployProblem =
  | { code: 'rejected' }
  | { code: 'insufficient_funds' }
  /** Mined, but reverted: no Safe. */
  | { code: 'reverted'; hash: Hash }
  /** Sent, but its receipt could not be read: it may still land, so it must not be sent again blindly. */
  | { code: 'unconfirmed'; hash: Hash }
  /** The factory refuses a second proxy at the same address: someone used the same inputs first. */
  | { code: 'already_deployed' }
  /** The relay's per-owner limit (gateway-contract.md §12.1, 429); `owner` is the one it named. */
  | { code: 'relay_limit'; owner: Address | undefined }
  | { code: 'relay_refused'; reason: string }
  /** The relayed transaction reverted or was dropped (relay status 400/500). */
  | { code: 'relay_failed' }
  | { code: 'relay_timeout' }
  | { code: 'failed'; reason: string }

// SafeProxyFactory's revert when CREATE2 finds the address taken (1.3.0 and 1.4.1).
const create2Failed = /Create2 call failed/

function messagesOf(error: unknown): string[] {
  const messages: string[] = []
  let current: unknown = error
  for (let depth = 0; current instanceof Error && depth < 10; depth++) {
    messages.push(current.message)
    current = current.cause
  }
  return messages
}

/** Classifies what the wallet, the node or the relay threw while a creation was being sent. */
export function toDeployProblem(error: unknown): DeployProblem {
  if (isUserRejection(error)) return { code: 'rejected' }
  if (messagesOf(error).some((message) => create2Failed.test(message))) return { code: 'already_deployed' }
  if (error instanceof GatewayError && error.code === 'http') {
    // CGW's bodies read "CGW error - <code>: <message>" once through the client.
    const reason = error.shortMessage.replace(/^CGW error - [^:]+: /, '')
    if (error.status === 429) {
      const owner = /0x[0-9a-fA-F]{40}/.exec(reason)?.[0]
      return { code: 'relay_limit', owner: owner ? getAddress(owner) : undefined }
    }
    if (error.status === 422 || error.status === 403) return { code: 'relay_refused', reason }
    return { code: 'failed', reason }
  }
  if (error instanceof BaseError) {
    if (error.walk((cause) => cause instanceof InsufficientFundsError) instanceof InsufficientFundsError)
      return { code: 'insufficient_funds' }
    return { code: 'failed', reason: error.shortMessage }
  }
  if (error instanceof Error) return { code: 'failed', reason: error.message.split('\n')[0] ?? '' }
  return { code: 'failed', reason: String(error) }
}
