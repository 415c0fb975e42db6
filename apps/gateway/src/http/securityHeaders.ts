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
  walletConnectProjectId: string | null
  /** Another gateway the web app reads from (`webGatewayUrl`). */
  gatewayUrl?: string | null
}

/**
 * The strict CSP sent as an HTTP header on every response: no inline or eval'd scripts, no third-party
 * hosts except each chain's RPC (http and ws variants) and, when configured, the WalletConnect relay;
 * Safe Apps may only be framed from their own origin and nobody may frame us.
 */
export function buildContentSecurityPolicy({
  rpcUrls,
  safeAppsOrigin,
  walletConnectProjectId,
  gatewayUrl = null,
}: ContentSecurityPolicyParameters): string {
  const connect = new Set<string>(["'self'"])
  if (gatewayUrl) connect.add(new URL(gatewayUrl).origin)
  for (const rpcUrl of rpcUrls) for (const origin of rpcOrigins(rpcUrl)) connect.add(origin)
  if (walletConnectProjectId) for (const origin of walletConnectRelayOrigins) connect.add(origin)
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    // Token logos and NFT images live on their projects' hosts and IPFS gateways; images cannot run code.
    ['img-src', "'self'", 'data:', 'blob:', 'https:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', ...connect],
    ['frame-src', safeAppsOrigin],
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

export type ApplySecurityHeaders = (request: FastifyRequest, reply: FastifyReply) => void

/** Sets the security headers on one reply. */
export function createSecurityHeaders(options: SecurityHeadersOptions): ApplySecurityHeaders {
  const csp = buildContentSecurityPolicy(options)
  return (request, reply) => {
    reply.header('Content-Security-Policy', csp)
    reply.header('X-Content-Type-Options', 'nosniff')
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    reply.header('X-Frame-Options', 'DENY')
    reply.header('Cross-Origin-Resource-Policy', 'same-site')
    if (isSecureRequest(request, options.publicUrlIsHttps))
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  }
}

/**
 * Adds the security headers to every response, 404s, errors and static files included: they are set
 * in `onRequest`, before any handler, and Fastify keeps them when it sends an error. Router-level
 * failures (bad URL encoding, over-long params) skip `onRequest`: the returned function lets the
 * framework-error handler set them too.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeadersOptions,
): ApplySecurityHeaders {
  const apply = createSecurityHeaders(options)
  app.addHook('onRequest', async (request, reply) => apply(request, reply))
  return apply
}
