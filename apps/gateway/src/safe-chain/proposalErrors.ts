import { UpstreamError } from '../errors.ts'

/**
 * A proposal, confirmation or deletion the rules refuse. CGW forwards these from the transaction service
 * as `{ code: <status>, message }` (gateway-contract.md §2, §6.14-§6.16), which is how the error funnel
 * answers an `UpstreamError` with a 4xx status; so the SDK shows `CGW error - 422: Invalid nonce`.
 */
export class ProposalRejectedError extends UpstreamError {
  override name = 'ProposalRejectedError'

  constructor(status: 400 | 422, message: string, options: { details?: string } = {}) {
    super(message, { ...options, status })
  }
}
