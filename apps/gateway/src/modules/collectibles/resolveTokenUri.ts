/** Where a `tokenURI` (or a metadata image) can be read from. */
export type ResolvedUri =
  | { kind: 'data'; mediaType: string; content: Uint8Array }
  | { kind: 'http'; url: string }

const dataUriPattern = /^data:([^,]*),(.*)$/s

function decodeDataUri(uri: string): ResolvedUri | null {
  const match = dataUriPattern.exec(uri)
  if (!match) return null
  const [, meta = '', payload = ''] = match
  const parts = meta.split(';').map((part) => part.trim())
  const mediaType = parts[0]?.toLowerCase() || 'text/plain'
  if (parts.slice(1).some((part) => part.toLowerCase() === 'base64')) {
    const base64 = payload.replace(/\s/g, '')
    if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(base64)) return null
    return { kind: 'data', mediaType, content: new Uint8Array(Buffer.from(base64, 'base64')) }
  }
  // `;utf8` / `;charset=utf-8` payloads are often raw JSON that is not percent-encoded at all.
  let text = payload
  try {
    text = decodeURIComponent(payload)
  } catch {}
  return { kind: 'data', mediaType, content: new TextEncoder().encode(text) }
}

/**
 * The http(s) URL an `ipfs://` URI is read from through the configured gateway: `ipfs://<cid>/<path>`
 * and the common mistake `ipfs://ipfs/<cid>/<path>` both become `<gateway>/<cid>/<path>`.
 */
export function toIpfsGatewayUrl(uri: string, ipfsGatewayUrl: string): string | null {
  const path = uri.slice('ipfs://'.length).replace(/^ipfs\//, '')
  if (!/^[A-Za-z0-9]/.test(path)) return null
  return `${ipfsGatewayUrl.replace(/\/+$/, '')}/${path}`
}

/** Resolves a `tokenURI`: `data:`, `ipfs://` through the gateway, or `http(s)://`. Anything else is null. */
export function resolveTokenUri(
  uri: string,
  { ipfsGatewayUrl }: { ipfsGatewayUrl: string },
): ResolvedUri | null {
  const trimmed = uri.trim()
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase()
  if (scheme === 'data') return decodeDataUri(trimmed)
  if (scheme === 'ipfs') {
    const url = toIpfsGatewayUrl(trimmed, ipfsGatewayUrl)
    return url ? { kind: 'http', url } : null
  }
  if (scheme === 'http' || scheme === 'https') {
    try {
      return { kind: 'http', url: new URL(trimmed).toString() }
    } catch {
      return null
    }
  }
  return null
}

/**
 * A metadata `image` as a URL browsers can load: `ipfs://` through the gateway, http(s) as is, and
 * `data:image/…` kept. Anything else (javascript:, relative paths…) is dropped.
 */
export function toImageUri(image: unknown, { ipfsGatewayUrl }: { ipfsGatewayUrl: string }): string | null {
  if (typeof image !== 'string') return null
  const trimmed = image.trim()
  if (/^data:image\//i.test(trimmed)) return trimmed
  const resolved = resolveTokenUri(trimmed, { ipfsGatewayUrl })
  return resolved?.kind === 'http' ? resolved.url : null
}
