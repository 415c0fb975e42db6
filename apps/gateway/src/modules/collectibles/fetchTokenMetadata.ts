import { z } from 'zod'
import type { NftMetadataConfig } from '../../config.ts'
import { fetchLimited } from './fetchLimited.ts'
import { resolveTokenUri } from './resolveTokenUri.ts'

export type TokenMetadata = Record<string, unknown>

const MetadataSchema = z.record(z.string(), z.unknown())

/**
 * The JSON object a `tokenURI` points at (`data:`, `ipfs://` through the gateway, or http(s) within the
 * size and time limits), or null when it cannot be read or is not a JSON object. Never throws.
 */
export async function fetchTokenMetadata(
  uri: string,
  config: NftMetadataConfig,
): Promise<TokenMetadata | null> {
  const resolved = resolveTokenUri(uri, config)
  if (!resolved) return null
  try {
    const bytes =
      resolved.kind === 'data'
        ? resolved.content
        : await fetchLimited(resolved.url, {
            timeoutMs: config.timeoutMs,
            maxBytes: config.maxBytes,
            allowPrivateNetworks: config.allowPrivateNetworks,
          })
    if (bytes.byteLength > config.maxBytes) return null
    const parsed = MetadataSchema.safeParse(JSON.parse(new TextDecoder().decode(bytes)))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
