/**
 * Why a gateway call failed, as data the UI can branch on:
 * - `unreachable`: no HTTP answer at all (server down, network, CORS);
 * - `http`: a non-2xx answer; `status` is set when known;
 * - `invalid_response`: a 2xx answer whose body does not match the wire contract.
 */
export type GatewayErrorCode = 'unreachable' | 'http' | 'invalid_response'

export class GatewayError extends Error {
  override name = 'GatewayError' as const
  readonly code: GatewayErrorCode
  readonly status: number | undefined
  readonly shortMessage: string

  constructor(shortMessage: string, options: { code: GatewayErrorCode; status?: number; cause?: unknown }) {
    super(shortMessage, { cause: options.cause })
    this.shortMessage = shortMessage
    this.code = options.code
    this.status = options.status
  }
}

/** Any failure of a gateway call as a GatewayError: ours pass through, anything else (no answer) is `unreachable`. */
export function toGatewayError(error: unknown): GatewayError {
  if (error instanceof GatewayError) return error
  return new GatewayError('The gateway could not be reached', { code: 'unreachable', cause: error })
}
