import type { FastifyRequest } from 'fastify'
import { requestBaseUrl } from '../../http/paging.ts'

export type TxServicePage<T> = { count: number; next: string | null; previous: string | null; results: T[] }

/**
 * The Transaction Service's page envelope: `next` and `previous` are this request's absolute URL with
 * `limit` and `offset` set (the other query parameters kept), null at either end.
 */
export function toTxServicePage<T>(
  request: Pick<FastifyRequest, 'headers' | 'protocol' | 'url'>,
  { limit, offset }: { limit: number; offset: number },
  { count, results }: { count: number; results: T[] },
  fallbackBaseUrl: string,
): TxServicePage<T> {
  const urlAt = (at: number) => {
    const path = request.url.startsWith('/') ? request.url : `/${request.url}`
    const url = new URL(`${requestBaseUrl(request, fallbackBaseUrl)}${path}`)
    url.searchParams.set('limit', String(limit))
    url.searchParams.set('offset', String(at))
    return url.toString()
  }
  return {
    count,
    next: offset + limit < count ? urlAt(offset + limit) : null,
    previous: offset > 0 ? urlAt(Math.max(offset - limit, 0)) : null,
    results,
  }
}
