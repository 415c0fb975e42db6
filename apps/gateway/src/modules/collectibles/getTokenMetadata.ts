import { erc721Abi, getAddress } from 'viem'
import { z } from 'zod'
import type { NftMetadataRow } from '../../db/tables/collectibles.ts'
import type { ChainRuntime, Deps } from '../../deps.ts'
import { batchClient } from '../../safe-chain/batchClient.ts'
import { isTransportError } from '../balances/readTokenBalances.ts'
import { findNftMetadata, saveNftMetadata } from './collectibles.repository.ts'
import { fetchTokenMetadata, type TokenMetadata } from './fetchTokenMetadata.ts'

export type TokenMetadataDeps = Pick<Deps, 'db' | 'config' | 'now'>
export type TokenUriAndMetadata = { uri: string | null; metadata: TokenMetadata | null }

const StoredMetadataSchema = z.record(z.string(), z.unknown())

function fromRow(row: NftMetadataRow): TokenUriAndMetadata {
  let metadata: TokenMetadata | null = null
  if (row.metadata !== null) {
    try {
      const parsed = StoredMetadataSchema.safeParse(JSON.parse(row.metadata))
      metadata = parsed.success ? parsed.data : null
    } catch {}
  }
  return { uri: row.uri, metadata }
}

// Concurrent requests for the same token share one read.
const inFlight = new Map<string, Promise<TokenUriAndMetadata>>()

/**
 * `tokenURI(id)` and the metadata behind it, from the cache while fresh (successes for the cache TTL,
 * failures for the shorter failure TTL), else read again and stored. Never throws: a node that does not
 * answer yields the stale entry, or nulls.
 */
export function getTokenMetadata(
  deps: TokenMetadataDeps,
  chain: ChainRuntime,
  { address, tokenId }: { address: string; tokenId: string },
): Promise<TokenUriAndMetadata> {
  const key = `${chain.config.chainId}:${address}:${tokenId}`
  const pending = inFlight.get(key)
  if (pending) return pending
  const promise = readTokenMetadata(deps, chain, { address, tokenId })
    .catch(() => ({ uri: null, metadata: null }))
    .finally(() => inFlight.delete(key))
  inFlight.set(key, promise)
  return promise
}

async function readTokenMetadata(
  deps: TokenMetadataDeps,
  chain: ChainRuntime,
  { address, tokenId }: { address: string; tokenId: string },
): Promise<TokenUriAndMetadata> {
  const { nftMetadata } = deps.config
  const chainId = chain.config.chainId
  const cached = await findNftMetadata(deps.db, { chainId, address, tokenId })
  if (cached) {
    const ttlMs = (cached.ok === 1 ? nftMetadata.cacheTtlSeconds : nftMetadata.failureCacheTtlSeconds) * 1000
    if (deps.now() - cached.fetched_at < ttlMs) return fromRow(cached)
  }
  let uri: string | null
  try {
    uri = await batchClient(chain).readContract({
      address: getAddress(address),
      abi: erc721Abi,
      functionName: 'tokenURI',
      args: [BigInt(tokenId)],
    })
  } catch (error) {
    if (isTransportError(error)) return cached ? fromRow(cached) : { uri: null, metadata: null }
    uri = null
  }
  const metadata = uri ? await fetchTokenMetadata(uri, nftMetadata) : null
  await saveNftMetadata(deps.db, {
    chain_id: chainId,
    address,
    token_id: tokenId,
    uri,
    metadata: metadata ? JSON.stringify(metadata) : null,
    fetched_at: deps.now(),
    ok: metadata ? 1 : 0,
  })
  return { uri, metadata }
}
