/** Push services browsers subscribe with, by host; every one of them serves https on the default port. */
const knownPushHosts = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com']
/** Microsoft's Windows Push Notification Services: one host per region under this domain. */
const knownPushHostSuffix = '.notify.windows.com'

export type PushEndpointVerdict = { allowed: true; url: URL } | { allowed: false; reason: string }

/**
 * Whether the gateway may send to a Web Push endpoint. The endpoint is an address a client chose, so by
 * default only the public push services are reachable (https, default port); an operator adds others
 * (a self-hosted push service, a test receiver on loopback) as exact origins.
 */
export function isAllowedPushEndpoint(
  endpoint: string,
  extraOrigins: readonly string[],
): PushEndpointVerdict {
  if (!URL.canParse(endpoint)) return { allowed: false, reason: 'The push endpoint is not a URL' }
  const url = new URL(endpoint)
  if (url.username !== '' || url.password !== '')
    return { allowed: false, reason: 'The push endpoint carries credentials' }
  if (extraOrigins.includes(url.origin)) return { allowed: true, url }
  if (url.protocol !== 'https:')
    return { allowed: false, reason: `The push endpoint ${url.origin} is not https` }
  const host = url.hostname.toLowerCase()
  const known =
    url.port === '' &&
    (knownPushHosts.includes(host) ||
      (host.endsWith(knownPushHostSuffix) && host.length > knownPushHostSuffix.length))
  if (known) return { allowed: true, url }
  return {
    allowed: false,
    reason:
      `The push endpoint ${url.origin} is not a known push service ` +
      '(the operator may allow it with COFFER_PUSH_SERVICE_ORIGINS)',
  }
}
