import * as z from 'zod/mini'
import { afterFirstPaint } from '../config/afterFirstPaint.ts'
import { GatewayError } from './GatewayError.ts'

const ErrorBodySchema = z.object({
  code: z.optional(z.union([z.number(), z.string()])),
  statusCode: z.optional(z.number()),
  message: z.string(),
})

let baseUrl = 'http://127.0.0.1:8080'

/** Points every call at the gateway. The web app is served by it: same origin. */
export function configureGateway(url: string): void {
  baseUrl = url.replace(/\/+$/, '')
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
 * fetch to the gateway; maps transport failures to GatewayError. A body is JSON (and says so).
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
      // Only with a body: on a GET the header would make a cross-origin gateway answer a preflight first.
      headers: {
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...init.headers,
      },
    })
  } catch (cause) {
    throw new GatewayError('The gateway could not be reached', { code: 'unreachable', cause })
  }
}

/**
 * Reads a JSON body; an error answer becomes a GatewayError worded as CGW clients word it:
 * 'CGW error - <code>: <message>'.
 */
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

/** `?name=value&…` from the values that are set, '' when none is. */
export function toQueryString(query: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query))
    if (value !== undefined) search.append(name, String(value))
  const text = search.toString()
  return text ? `?${text}` : ''
}

/** GET a gateway path, or a page link it returned, and read the JSON answer. */
export async function gatewayGet(
  pathOrUrl: string,
  init: Pick<RequestInit, 'credentials'> = {},
): Promise<unknown> {
  return readGatewayJson(await gatewayFetch(pathOrUrl, init))
}

/** POST or DELETE a JSON body and read the JSON answer. */
export async function gatewaySend(
  method: 'POST' | 'DELETE',
  path: string,
  body: unknown,
  init: Pick<RequestInit, 'credentials'> = {},
): Promise<unknown> {
  return readGatewayJson(await gatewayFetch(path, { ...init, method, body: JSON.stringify(body) }))
}
