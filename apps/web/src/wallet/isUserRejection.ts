import { BaseError, UserRejectedRequestError } from 'viem'

/** A wallet's "no" (EIP-1193 code 4001), however deep wagmi and viem have wrapped it. */
export function isUserRejection(error: unknown): boolean {
  if (error instanceof UserRejectedRequestError) return true
  if (error instanceof BaseError)
    return error.walk((cause) => cause instanceof UserRejectedRequestError) !== null
  return false
}
