import type { FastifyRequest } from 'fastify'
import { z } from 'zod'

export type PageRequest = { limit: number; offset: number }

export const defaultPageLimit = 20
export const maxPageLimit = 100

/**
 * Reads CGW's `cursor` query value, itself a query string `limit=<n>&offset=<m>` (gateway-contract.md §3).
 * Missing or malformed halves fall back independently to limit 20 / offset 0; limits above 100 are capped.
 */
export function parseCursor(cursor: string | undefined): PageRequest {
  const params = new URLSearchParams(cursor ?? '')
  const limit = parseNonNegativeInteger(params.get('limit'))
  const offset = parseNonNegativeInteger(params.get('offset'))
  return {
    limit: limit === undefined || limit === 0 ? defaultPageLimit : Math.min(limit, maxPageLimit),
    offset: offset ?? 0,
  }
}

function parseNonNegativeInteger(value: string | null): number | undefined {
  if (value === null || !/^\d{1,15}$/.test(value)) return undefined
  return Number(value)
}

/** next/previous cursors of a page, given the total count (CGW's "computed locally" rule). */
export function toPageCursors(
  { limit, offset }: PageRequest,
  count: number,
): { next: PageRequest | null; previous: PageRequest | null } {
  return {
    next: offset + limit < count ? { limit, offset: offset + limit } : null,
    previous: offset > 0 ? { limit, offset: Math.max(offset - limit, 0) } : null,
  }
}

// RFC 3986 authority characters only; anything else in Host falls back to the configured public URL.
const hostHeaderPattern = /^[A-Za-z0-9.\-_~]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/

/**
 * The absolute URL of this request with `cursor` set, as the browser must reach it: scheme from
 * X-Forwarded-Proto, host from Host (gateway-contract.md §3), path and other query params kept.
 */
export function toCursorUrl(
  request: Pick<FastifyRequest, 'headers' | 'protocol' | 'url'>,
  page: PageRequest | null,
  fallbackBaseUrl: string,
): string | null {
  if (page === null) return null
  // Concatenate rather than resolve: a request for `//other.host/x` must not turn into another origin.
  const path = request.url.startsWith('/') ? request.url : `/${request.url}`
  const url = new URL(`${requestBaseUrl(request, fallbackBaseUrl)}${path}`)
  url.searchParams.set('cursor', `limit=${page.limit}&offset=${page.offset}`)
  return url.toString()
}

/** This request's scheme and host as the client reached it, or the configured public URL. */
export function requestBaseUrl(
  request: Pick<FastifyRequest, 'headers' | 'protocol'>,
  fallbackBaseUrl: string,
): string {
  const forwardedProto = firstHeaderValue(request.headers['x-forwarded-proto'])?.split(',')[0]?.trim()
  const protocol = forwardedProto === 'http' || forwardedProto === 'https' ? forwardedProto : request.protocol
  const host = firstHeaderValue(request.headers.host)
  if (host === undefined || !hostHeaderPattern.test(host)) return fallbackBaseUrl
  return `${protocol}://${host}`
}

function firstHeaderValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

/** The `cursor` query parameter every paged CGW route takes. */
export const CursorQuerySchema = z.object({
  cursor: z
    .string()
    .max(200)
    .optional()
    .describe('URL-encoded `limit=<n>&offset=<m>`, as found in next/previous'),
})

/** CGW's Page<T> envelope. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int().nonnegative(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  })
}
