import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'

/** Runtime settings the web app reads from `<meta name="coffer:config">` (no inline script: strict CSP). */
export type WebRuntimeConfig = {
  walletConnectProjectId: string | null
  safeAppsOrigin: string
  /** Origins besides `safeAppsOrigin` the app may frame Safe Apps from (custom apps); the CSP allows no others. */
  safeAppsAllowedOrigins: readonly string[]
  /** null: the gateway that serves the app (same origin). */
  gatewayUrl: string | null
  /**
   * This gateway's `GET /v1/chains` results, so the app can route a Safe's URL without waiting for that
   * request first (one round trip less before anything shows). Absent when the app reads another gateway.
   */
  chains?: readonly unknown[]
}

export const webConfigPlaceholder = '<!--coffer:config-->'

/** The route the file server registers: every path no other route matches. */
const staticRoute = '/*'

const apiPrefixes = ['/v1', '/v2', '/v3', '/api', '/about', '/docs', '/health', '/ready']

/**
 * Paths that belong to the API: they never fall back to the web app's index.html, so a client that
 * asks for an endpoint this gateway lacks gets the contract's 404 JSON, not a page. Judged on the path
 * percent-decoded, with repeated slashes collapsed and in lower case, so no spelling of `/v1/…` slips
 * through; no client route of the web app starts with these.
 */
export function isApiPath(pathname: string): boolean {
  const path = normalizePathname(pathname)
  return apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
}

function normalizePathname(pathname: string): string {
  let decoded = pathname
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    // A malformed escape (`%ZZ`) decodes to nothing a prefix could match: judge the path as written.
  }
  return decoded.replace(/\/{2,}/g, '/').toLowerCase()
}

function escapeHtmlAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
}

/** Paths answered with index.html when no file matches: client-side routes, not API or missing assets. */
export function isSpaFallbackPath(pathname: string): boolean {
  return !isApiPath(pathname) && !pathname.startsWith('/assets/')
}

/** Replaces the placeholder in index.html with the runtime config meta tag. */
export function renderIndexHtml(html: string, config: WebRuntimeConfig): string {
  const json = JSON.stringify({
    walletConnectProjectId: config.walletConnectProjectId,
    safeAppsOrigin: config.safeAppsOrigin,
    safeAppsAllowedOrigins: config.safeAppsAllowedOrigins,
    gatewayUrl: config.gatewayUrl,
    ...(config.chains ? { chains: config.chains } : {}),
  })
  return html.replaceAll(
    webConfigPlaceholder,
    `<meta name="coffer:config" content="${escapeHtmlAttribute(json)}">`,
  )
}

export type IndexEncoding = 'br' | 'gzip' | 'identity'

/**
 * The best encoding of index.html an `Accept-Encoding` header allows: br, then gzip, else none.
 * Honours `;q=0` (refused); other weights are not ranked, both codings being ours to choose.
 */
export function pickIndexEncoding(acceptEncoding: string | undefined): IndexEncoding {
  const accepted = new Set<string>()
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param))
    if (name && !refused) accepted.add(name)
  }
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return 'identity'
}

export type WebApp = { sendIndex(reply: FastifyReply): FastifyReply }

/**
 * Serves the built web app from `distDir`: files as they are, hashed `/assets/*` cached for a year,
 * and index.html (with the runtime config filled in) for `/` and, through `sendIndex`, for every
 * non-API GET that matches no file, so client-side routes survive a reload.
 */
export async function registerWebApp(
  app: FastifyInstance,
  { distDir, runtimeConfig }: { distDir: string; runtimeConfig: WebRuntimeConfig },
): Promise<WebApp> {
  const root = path.resolve(distDir)
  const indexHtml = renderIndexHtml(await readFile(path.join(root, 'index.html'), 'utf8'), runtimeConfig)
  const assetsDir = path.join(root, 'assets') + path.sep

  // API paths never reach the file server (`/*`): it would answer some spellings (`//v1/x`) with its
  // own 403 before `allowedPath` is asked. They go to the not-found handler, which answers 404 JSON.
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url === staticRoute && isApiPath(request.url.split('?')[0] ?? '/'))
      return reply.callNotFound()
  })
  await app.register(fastifyStatic, {
    root,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    // The build writes .br and .gz beside each text asset (apps/web/vite-plugins/precompress.ts); send those when accepted.
    preCompressed: true,
    // index.html is only ever sent rendered, by sendIndex.
    allowedPath: (pathname) => pathname !== '/index.html' && !isApiPath(pathname),
    setHeaders: (reply, filePath) => {
      reply.header(
        'Cache-Control',
        filePath.startsWith(assetsDir)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=0, must-revalidate',
      )
    },
  })

  // index.html carries the chain list, so it is several KB: the first request of every visit, compressed
  // once here rather than on each request.
  const indexBodies: Record<IndexEncoding, Buffer> = {
    br: brotliCompressSync(indexHtml, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
    gzip: gzipSync(indexHtml, { level: constants.Z_BEST_COMPRESSION }),
    identity: Buffer.from(indexHtml, 'utf8'),
  }
  const sendIndex = (reply: FastifyReply) => {
    const encoding = pickIndexEncoding(reply.request.headers['accept-encoding'])
    reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding)
    return reply.send(indexBodies[encoding])
  }
  // The static plugin treats `/` as a directory listing request (403 without an index); answer it here.
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply))
  return { sendIndex }
}
