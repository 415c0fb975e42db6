/**
 * Nest's ParseBoolPipe failure, which CGW answers with 400 (not the 422 of zod schemas):
 * `{ statusCode: 400, message: "Validation failed (boolean string is expected)", error: "Bad Request" }`.
 * The error funnel answers any error carrying a 4xx `statusCode` in exactly that shape.
 */
export class BooleanQueryError extends Error {
  override name = 'BooleanQueryError'
  readonly statusCode = 400

  constructor() {
    super('Validation failed (boolean string is expected)')
  }
}

/** A `true`/`false` query value as CGW reads it; absent means `fallback`. */
export function parseBooleanQuery(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback
  if (value === 'true') return true
  if (value === 'false') return false
  throw new BooleanQueryError()
}
