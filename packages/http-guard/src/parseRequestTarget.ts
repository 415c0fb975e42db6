/** Stands in for the origin of origin-form targets: only the path and query of the result are meant. */
const placeholderOrigin = 'http://request.invalid'

/**
 * The path and query a request asks for, or undefined when its target is not one a server can serve.
 * Origin-form (`/a?b`) is what browsers send; absolute-form (`http://host/a?b`) must be accepted too
 * (RFC 9112 §3.2.2) and is what proxies and probes send. Neither may throw: `new URL('//', base)` or an
 * absolute target with a broken host (`http://[bad/x`) would, so origin-form is appended to a fixed
 * origin instead of resolved against it, and absolute-form is parsed on its own.
 */
export function parseRequestTarget(target: string | undefined): URL | undefined {
  if (target === undefined || target === '') return undefined
  const input = target.startsWith('/') ? `${placeholderOrigin}${target}` : target
  if (!URL.canParse(input)) return undefined
  const url = new URL(input)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  return url
}
