import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/** WalletConnect's relay, the only third-party host the web app may reach, and only with a project id. */
export const walletConnectRelayOrigins = [
  'wss://relay.walletconnect.com',
  'wss://relay.walletconnect.org',
  'https://relay.walletconnect.com',
  'https://relay.walletconnect.org',
] as const

export type ContentSecurityPolicyParameters = {
  /** Public RPC URLs of the configured chains: the browser talks to them directly. */
  rpcUrls: readonly string[]
  safeAppsOrigin: string
  /** More origins Safe Apps may be framed from (`safeAppsAllowedOrigins`). */
  safeAppsAllowedOrigins?: readonly string[]
  walletConnectProjectId: string | null
  /** Another gateway the web app reads from (`webGatewayUrl`). */
  gatewayUrl?: string | null
}

/**
 * The strict CSP sent as an HTTP header on every response: no inline or eval'd scripts, no third-party
 * hosts except each chain's RPC (http and ws variants), the Safe Apps origins and, when configured, the
 * WalletConnect relay; Safe Apps may only be framed from their origins and nobody may frame us.
 */
export function buildContentSecurityPolicy({
  rpcUrls,
  safeAppsOrigin,
  safeAppsAllowedOrigins = [],
  walletConnectProjectId,
  gatewayUrl = null,
}: ContentSecurityPolicyParameters): string {
  // The web app frames apps from these origins, fetches their manifest.json and shows their icons.
  const appOrigins = [...new Set([safeAppsOrigin, ...safeAppsAllowedOrigins])]
  const httpAppOrigins = appOrigins.filter((origin) => !origin.startsWith('https:'))
  const connect = new Set<string>(["'self'", ...appOrigins])
  if (gatewayUrl) connect.add(new URL(gatewayUrl).origin)
  for (const rpcUrl of rpcUrls) for (const origin of rpcOrigins(rpcUrl)) connect.add(origin)
  if (walletConnectProjectId) for (const origin of walletConnectRelayOrigins) connect.add(origin)
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    // Token logos and NFT images live on their projects' hosts and IPFS gateways; images cannot run code.
    // App icons too, which on a local Safe Apps origin are plain http.
    ['img-src', "'self'", 'data:', 'blob:', 'https:', ...httpAppOrigins],
    ['font-src', "'self'", 'data:'],
    ['connect-src', ...connect],
    ['frame-src', ...appOrigins],
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['object-src', "'none'"],
  ]
  return directives.map((directive) => directive.join(' ')).join('; ')
}

/** An RPC URL's origin plus its WebSocket (or HTTP) twin, since wallets and viem may use either. */
function rpcOrigins(rpcUrl: string): string[] {
  const url = new URL(rpcUrl)
  const secure = url.protocol === 'https:' || url.protocol === 'wss:'
  const host = url.host
  return secure ? [`https://${host}`, `wss://${host}`] : [`http://${host}`, `ws://${host}`]
}

export type SecurityHeadersOptions = ContentSecurityPolicyParameters & {
  /** True when the public URL is https: HSTS and Secure cookies regardless of the hop that reached us. */
  publicUrlIsHttps: boolean
}

/** Whether this request reached us over TLS (directly, or via a trusted proxy's X-Forwarded-Proto). */
export function isSecureRequest(request: FastifyRequest, publicUrlIsHttps: boolean): boolean {
  return publicUrlIsHttps || request.protocol === 'https'
}

const hsts = 'max-age=31536000; includeSubDomains'

/**
 * The headers every response carries whatever the request, for the answers written before there is a
 * request to look at (the server guard's: Node's parser errors, its own 400/417). HSTS is among them
 * when the public URL is https; a request that reached us over TLS otherwise gets it per request.
 */
export function buildSecurityHeaders(options: SecurityHeadersOptions): Record<string, string> {
  return {
    'content-security-policy': buildContentSecurityPolicy(options),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-site',
    ...(options.publicUrlIsHttps ? { 'strict-transport-security': hsts } : {}),
  }
}

export type ApplySecurityHeaders = (request: FastifyRequest, reply: FastifyReply) => void

/** Sets the security headers on one reply. */
export function createSecurityHeaders(options: SecurityHeadersOptions): ApplySecurityHeaders {
  const headers = Object.entries(buildSecurityHeaders(options))
  return (request, reply) => {
    for (const [name, value] of headers) reply.header(name, value)
    if (isSecureRequest(request, options.publicUrlIsHttps)) reply.header('strict-transport-security', hsts)
  }
}

/**
 * Adds the security headers to every response, 404s, errors and static files included: they are set
 * in `onRequest`, before any handler, and Fastify keeps them when it sends an error. Router-level
 * failures (bad URL encoding, over-long params) skip `onRequest`: the returned function lets the
 * framework-error handler set them too. (On a listening server the guard's response class sets the
 * static ones on every raw response as well, see `serverGuard.ts`; this hook is what `inject` sees,
 * and it adds HSTS for requests that came over TLS.)
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeadersOptions,
): ApplySecurityHeaders {
  const apply = createSecurityHeaders(options)
  app.addHook('onRequest', async (request, reply) => apply(request, reply))
  return apply
}
