import type { Deps } from '../../deps.ts'
import type { PageRequest } from '../../http/paging.ts'
import { getChainRuntime } from '../chains/getChainRuntime.ts'
import { getSafeState, type OnUnknownSafe } from '../safes/index.ts'
import { findNftContracts, listErc721Transfers, type NftContract } from './collectibles.repository.ts'
import type { Collectible } from './collectibles.schema.ts'
import { getTokenMetadata } from './getTokenMetadata.ts'
import { toImageUri } from './resolveTokenUri.ts'
import { type OwnedToken, toOwnedTokens } from './toOwnedTokens.ts'

export type CollectiblesDeps = Pick<Deps, 'db' | 'chains' | 'config' | 'now'> & {
  onUnknownSafe?: OnUnknownSafe
}

type CollectiblesParameters = { chainId: string; safeAddress: string; trusted: boolean }

/** Metadata reads running at once for one request. */
const metadataConcurrency = 8

/** gateway-contract.md §7.7: one page of the NFTs the Safe holds now, with the total. */
export async function getCollectiblesPage(
  deps: CollectiblesDeps,
  params: CollectiblesParameters & { page: PageRequest },
): Promise<{ count: number; results: Collectible[] }> {
  const owned = await listOwnedNfts(deps, params)
  const { limit, offset } = params.page
  return {
    count: owned.tokens.length,
    results: await toCollectibles(
      deps,
      params.chainId,
      owned.tokens.slice(offset, offset + limit),
      owned.contracts,
    ),
  }
}

/** §7.8 (SDK-legacy v1): every NFT the Safe holds, as one array. */
export async function getAllCollectibles(
  deps: CollectiblesDeps,
  params: CollectiblesParameters,
): Promise<Collectible[]> {
  const owned = await listOwnedNfts(deps, params)
  return toCollectibles(deps, params.chainId, owned.tokens, owned.contracts)
}

async function listOwnedNfts(deps: CollectiblesDeps, params: CollectiblesParameters) {
  const state = await getSafeState(deps, params)
  const transfers = await listErc721Transfers(deps.db, { chainId: state.chainId, safe: state.address })
  const all = toOwnedTokens(transfers, state.address)
  const contracts = await findNftContracts(deps.db, {
    chainId: state.chainId,
    addresses: all.map((token) => token.address),
  })
  const tokens = params.trusted ? all.filter((token) => contracts.get(token.address)?.trusted === true) : all
  return { tokens, contracts }
}

async function toCollectibles(
  deps: CollectiblesDeps,
  chainId: string,
  tokens: readonly OwnedToken[],
  contracts: ReadonlyMap<string, NftContract>,
): Promise<Collectible[]> {
  const chain = getChainRuntime(deps, chainId)
  const { ipfsGatewayUrl } = deps.config.nftMetadata
  const results: Collectible[] = new Array(tokens.length)
  let next = 0
  const worker = async () => {
    while (next < tokens.length) {
      const index = next++
      const token = tokens[index]
      if (!token) continue
      const { uri, metadata } = await getTokenMetadata(deps, chain, token)
      const contract = contracts.get(token.address)
      results[index] = {
        address: token.address,
        tokenName: contract?.name ?? '',
        tokenSymbol: contract?.symbol ?? '',
        logoUri: contract?.logoUri ?? '',
        id: token.tokenId,
        uri,
        name: typeof metadata?.name === 'string' ? metadata.name : null,
        description: typeof metadata?.description === 'string' ? metadata.description : null,
        imageUri: toImageUri(metadata?.image ?? metadata?.image_url, { ipfsGatewayUrl }),
        metadata,
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(metadataConcurrency, tokens.length) }, worker))
  return results
}
