import { GatewayError } from '../../errors.ts'

/**
 * A client error CGW raises with Nest's BadRequestException (bad boolean/integer query, bad transaction
 * id). The error funnel answers any error carrying a 4xx `statusCode` with `{ statusCode, message, error }`.
 */
export class BadRequestError extends GatewayError {
  override name = 'BadRequestError'
  readonly statusCode = 400
}

/** Nest's ParseBoolPipe: only `true`/`false`; absent ⇒ the default. */
export function parseBooleanQuery(value: string | undefined, defaultValue: boolean): boolean {
  if (value === undefined) return defaultValue
  if (value === 'true') return true
  if (value === 'false') return false
  throw new BadRequestError('Validation failed (boolean string is expected)')
}

/** Nest's ParseIntPipe: a base-10 integer; absent ⇒ the default. */
export function parseIntegerQuery(value: string | undefined, defaultValue: number): number {
  if (value === undefined) return defaultValue
  if (!/^-?\d{1,15}$/.test(value)) throw new BadRequestError('Validation failed (numeric string is expected)')
  return Number(value)
}
