import type * as z from 'zod/mini'
import { GatewayError, toGatewayError } from './GatewayError.ts'

/**
 * Awaits an SDK call and checks its answer against the wire contract: HTTP and transport failures
 * become GatewayError (`http` / `unreachable`), a body of the wrong shape `invalid_response`.
 */
export async function parseGatewayResponse<Schema extends z.ZodMiniType>(
  request: () => Promise<unknown>,
  schema: Schema,
  what: string,
): Promise<z.output<Schema>> {
  let body: unknown
  try {
    body = await request()
  } catch (error) {
    throw toGatewayError(error)
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success) {
    throw new GatewayError(`The gateway sent an unreadable ${what}`, {
      code: 'invalid_response',
      cause: parsed.error,
    })
  }
  return parsed.data
}
