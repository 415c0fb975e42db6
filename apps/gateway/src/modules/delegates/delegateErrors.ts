import { UpstreamError } from '../../errors.ts'

/**
 * A delegation the rules refuse. CGW forwards these from the transaction service as `{ code: <status>,
 * message }` (gateway-contract.md §2, §10), which is how the error funnel answers an `UpstreamError` with a
 * 4xx status; so the SDK shows e.g. `CGW error - 400: Signature does not match provided delegator=0x…`.
 */
export class DelegateRejectedError extends UpstreamError {
  override name = 'DelegateRejectedError'

  constructor(status: 400 | 422, message: string, options: { details?: string } = {}) {
    super(message, { ...options, status })
  }
}
