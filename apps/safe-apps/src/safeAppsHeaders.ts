/**
 * Headers for every answer of the Safe Apps origin. Apps run in an iframe of the web app, so unlike the
 * gateway (frame-ancestors 'none') this origin may be framed — but only by the web app's own origins.
 * The apps reach the chain only through the host (the SDK's postMessage), so `connect-src` lists no RPC:
 * just this origin and `connectSources` (the gateway, whose contract registry the transaction builder reads).
 */
export function safeAppsHeaders(
  frameAncestors: readonly string[],
  { connectSources = [] }: { connectSources?: readonly string[] } = {},
): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    ["connect-src 'self'", ...connectSources].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors ${frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'"}`,
  ].join('; ')
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  }
}
