/** The names a browser on this machine uses for it; with a port, they cannot be rebound to another site. */
const loopbackNames = ['localhost', '127.0.0.1', '[::1]']

/**
 * Whether a request's `Host` names a page served on `port` by one of `names` or a loopback name. A page
 * that answers any Host can be read by a web page whose own name was rebound to this machine's address
 * (DNS rebinding): the browser then sends that site's name as Host.
 */
/** `name` or `name:port`, the name a registered name, an IPv4 address or a bracketed IPv6 address. */
const hostPattern = /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/

export function isPageHost(
  host: string | undefined,
  { names, port }: { names: readonly string[]; port: number },
): boolean {
  const match = hostPattern.exec(host?.toLowerCase() ?? '')
  if (match === null) return false
  const [, name, hostPort] = match
  return (
    Number(hostPort ?? 80) === port &&
    [...loopbackNames, ...names].some((allowed) => allowed.toLowerCase() === name)
  )
}
