import { STATUS_CODES } from 'node:http'
import type { z } from 'zod'

/**
 * The gateway's error hierarchy. Routes and services throw these; `toHttpError` is the ONE place that
 * turns any thrown value into a status and a body, reproducing the Safe Client Gateway's wire bodies
 * (gateway-contract.md §2) so the official SDK parses our errors exactly like CGW's.
 */
export class GatewayError extends Error {
  override name = 'GatewayError'
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(shortMessage: string, options: { cause?: unknown; details?: string } = {}) {
    super(options.details ? `${shortMessage}\n\nDetails: ${options.details}` : shortMessage, {
      cause: options.cause,
    })
    this.shortMessage = shortMessage
    this.details = options.details
  }
}

export type ValidationIssue = z.core.$ZodIssue

/** Client input failed a zod schema at the route edge → 422 with the first issue (CGW's ZodErrorFilter). */
export class InputError extends GatewayError {
  override name = 'InputError'
  readonly issue: ValidationIssue

  constructor(issue: ValidationIssue) {
    super(issue.message)
    this.issue = issue
  }
}

/** Data from a chain, the database or an upstream failed our schema: our fault or theirs, never the client's → 502. */
export class UpstreamSchemaError extends GatewayError {
  override name = 'UpstreamSchemaError'
}

/** A resource the client asked for does not exist (unknown chain, Safe, transaction) → 404. */
export class NotFoundError extends GatewayError {
  override name = 'NotFoundError'
}

/** A node or upstream service failed or is unreachable → its status, or 503. */
export class UpstreamError extends GatewayError {
  override name = 'UpstreamError'
  readonly status: number | undefined

  constructor(shortMessage: string, options: { cause?: unknown; details?: string; status?: number } = {}) {
    super(shortMessage, options)
    this.status = options.status
  }
}

/** Sign-in failed (bad message, nonce or signature) → 401 with a CGW message. */
export class UnauthorizedError extends GatewayError {
  override name = 'UnauthorizedError'
}

/** Not allowed: missing/invalid session, or a token request beyond the allowed validity → 403. */
export class ForbiddenError extends GatewayError {
  override name = 'ForbiddenError'

  constructor(shortMessage = 'Forbidden resource', options: { cause?: unknown; details?: string } = {}) {
    super(shortMessage, options)
  }
}

/**
 * A business rule refused the request (relay checks and limits) → `status` with CGW's
 * `{ statusCode, message }` body, plus `code` when CGW sends one (e.g. `SIMULATION_FAILED`).
 */
export class RefusedError extends GatewayError {
  override name = 'RefusedError'
  readonly status: 403 | 422 | 429
  readonly code: string | undefined

  constructor(
    status: 403 | 422 | 429,
    shortMessage: string,
    options: { cause?: unknown; details?: string; code?: string } = {},
  ) {
    super(shortMessage, options)
    this.status = status
    this.code = options.code
  }
}

/** No route matches → 404 `Cannot GET /x`, as Nest (and therefore CGW) answers. */
export class RouteNotFoundError extends GatewayError {
  override name = 'RouteNotFoundError'

  constructor(method: string, url: string) {
    super(`Cannot ${method} ${url}`)
  }
}

/**
 * The request broke HTTP itself (a malformed request line or header, headers too large, no Host, an
 * unsupported `Expect`), found by Node's parser or the server guard before any route → its 4xx status
 * with Nest's standard body, as CGW's Express answers such requests.
 */
export class HttpProtocolError extends GatewayError {
  override name = 'HttpProtocolError'
  readonly status: number

  constructor(status: number, shortMessage: string) {
    super(shortMessage)
    this.status = status
  }
}

export type HttpErrorBody = Readonly<Record<string, unknown>>
export type HttpError = { status: number; body: HttpErrorBody }

// Fastify and its plugins raise their own errors for malformed requests (bad JSON, body too large,
// unsupported media type, bad URL, rate limits). They carry a 4xx `statusCode`; we keep the status and
// answer in Nest's standard shape so every client error looks the same.
function isClientHttpError(err: unknown): err is { statusCode: number; message: string } {
  if (!(err instanceof Error)) return false
  const statusCode = 'statusCode' in err ? err.statusCode : undefined
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500
}

function nestBody(status: number, message: string): HttpErrorBody {
  return { statusCode: status, message, error: STATUS_CODES[status] ?? 'Error' }
}

function validationBody(issue: ValidationIssue): HttpErrorBody {
  // CGW spreads the first zod issue into the body: code, message, path plus issue-specific fields
  // (expected, format, minimum...). zod has already dropped the raw input, so nothing is echoed back.
  return { statusCode: 422, ...issue }
}

/**
 * Maps anything thrown while handling a request to the HTTP status and body CGW would send.
 * `isServerFault` tells the caller whether to log it as a bug.
 */
export function toHttpError(err: unknown): HttpError & { isServerFault: boolean } {
  if (err instanceof InputError) return { status: 422, body: validationBody(err.issue), isServerFault: false }
  if (err instanceof HttpProtocolError)
    return { status: err.status, body: nestBody(err.status, err.shortMessage), isServerFault: false }
  if (err instanceof RouteNotFoundError)
    return { status: 404, body: nestBody(404, err.shortMessage), isServerFault: false }
  if (err instanceof NotFoundError)
    return { status: 404, body: { code: 404, message: 'An error occurred' }, isServerFault: false }
  if (err instanceof UnauthorizedError)
    return { status: 401, body: nestBody(401, err.shortMessage), isServerFault: false }
  if (err instanceof ForbiddenError)
    return { status: 403, body: nestBody(403, err.shortMessage), isServerFault: false }
  if (err instanceof RefusedError)
    return {
      status: err.status,
      body: { ...(err.code ? { code: err.code } : {}), message: err.shortMessage, statusCode: err.status },
      isServerFault: false,
    }
  if (err instanceof UpstreamSchemaError)
    return { status: 502, body: { statusCode: 502, message: 'Bad gateway' }, isServerFault: true }
  if (err instanceof UpstreamError) {
    if (err.status === undefined || err.status >= 500)
      return {
        status: err.status ?? 503,
        body: { code: err.status ?? 503, message: 'Service unavailable' },
        isServerFault: true,
      }
    return { status: err.status, body: { code: err.status, message: err.shortMessage }, isServerFault: false }
  }
  if (isClientHttpError(err))
    return { status: err.statusCode, body: nestBody(err.statusCode, err.message), isServerFault: false }
  return { status: 500, body: { code: 500, message: 'Internal server error' }, isServerFault: true }
}
