import { BaseError, InsufficientFundsError } from 'viem'
import { isUserRejection } from '../../../wallet/isUserRejection.ts'

/** Why a transfer did not happen, as the dialog tells it. */
export type SendFundsProblem =
  | { code: 'rejected' }
  | { code: 'insufficient_funds' }
  | { code: 'reverted' }
  /** Sent, but waiting for its receipt failed: it may still confirm, so do not send it again blindly. */
  | { code: 'unconfirmed' }
  | { code: 'failed'; reason: string }

/** Classifies what wagmi/viem threw while sending (or waiting for) a transfer. */
export function toSendFundsProblem(error: unknown): SendFundsProblem {
  if (isUserRejection(error)) return { code: 'rejected' }
  if (error instanceof BaseError) {
    if (error.walk((cause) => cause instanceof InsufficientFundsError) instanceof InsufficientFundsError)
      return { code: 'insufficient_funds' }
    return { code: 'failed', reason: error.shortMessage }
  }
  return { code: 'failed', reason: error instanceof Error ? error.message : String(error) }
}
