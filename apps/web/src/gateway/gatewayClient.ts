import { setBaseUrl } from '@safe-global/safe-gateway-typescript-sdk'
import * as z from 'zod/mini'
import { afterFirstPaint } from '../config/afterFirstPaint.ts'
import { GatewayError } from './GatewayError.ts'

const ErrorBodySchema = z.object({
  code: z.optional(z.union([z.number(), z.string()])),
  statusCode: z.optional(z.number()),
  message: z.string(),
})

// The SDK keeps its base URL in module state; we mirror it so hand-written calls (routes the SDK
// lacks, cursor pages) go to the same place.
let baseUrl = 'http://127.0.0.1:8080'

/** Points the SDK and our own calls at the gateway. The web app is served by it: same origin. */
export function configureGateway(url: string): void {
  baseUrl = url.replace(/\/+$/, '')
  setBaseUrl(baseUrl)
}

export function getGatewayBaseUrl(): string {
  return baseUrl
}

/**
 * Resolves a path, or an absolute URL the gateway returned (a `next` page link), against our base.
 * Page links carry the host the gateway saw, which behind a dev proxy or a load balancer is not the
 * one the browser can reach, so only their path and query are kept.
 */
export function gatewayUrl(pathOrUrl: string): string {
  const url = new URL(pathOrUrl, `${baseUrl}/`)
  return `${baseUrl}${url.pathname}${url.search}`
}

/**
 * fetch for the few routes the SDK does not cover; maps transport failures to GatewayError.
 *
 * Requests wait for the page's first paint. The first render asks for everything a Safe's page shows at
 * once; sent from that render, the requests and their handling sat between the JavaScript arriving and the
 * page appearing. Started right after it, the answers still come one round trip later, and the page is on
 * screen meanwhile. Later requests (after that paint) are not delayed.
 */
export async function gatewayFetch(pathOrUrl: string, init: RequestInit = {}): Promise<Response> {
  await afterFirstPaint()
  try {
    return await fetch(gatewayUrl(pathOrUrl), {
      ...init,
      headers: { 'Content-Type': 'application/json', ...init.headers },
    })
  } catch (cause) {
    throw new GatewayError('The gateway could not be reached', { code: 'unreachable', cause })
  }
}

/** Reads a JSON body the way the SDK does, so errors read the same: 'CGW error - <code>: <message>'. */
export async function readGatewayJson(response: Response): Promise<unknown> {
  let json: unknown = {}
  try {
    json = await response.json()
  } catch {
    json = {}
  }
  if (!response.ok) {
    const body = ErrorBodySchema.safeParse(json)
    const code = body.success ? (body.data.code ?? body.data.statusCode) : undefined
    const message =
      body.success && code !== undefined
        ? `CGW error - ${String(code)}: ${body.data.message}`
        : `CGW error - status ${response.statusText}`
    throw new GatewayError(message, { code: 'http', status: response.status })
  }
  return json
}
