import type * as z from 'zod/mini'
import { afterFirstPaint } from '../config/afterFirstPaint.ts'
import { GatewayError, toGatewayError } from './GatewayError.ts'

/**
 * Awaits a gateway call and checks its answer against the wire contract: HTTP and transport failures
 * become GatewayError (`http` / `unreachable`), a body of the wrong shape `invalid_response`. The call
 * is made once the page has painted (see gatewayFetch).
 */
export async function parseGatewayResponse<Schema extends z.ZodMiniType>(
  request: () => Promise<unknown>,
  schema: Schema,
  what: string,
): Promise<z.output<Schema>> {
  let body: unknown
  try {
    await afterFirstPaint()
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
