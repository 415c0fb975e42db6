/** An ERC-721 `Transfer` touching the Safe, as stored by the indexer. */
export type Erc721TransferRow = {
  token_address: string | null
  token_id: string | null
  to: string
  block_number: number
  log_index: number
}

export type OwnedToken = { address: string; tokenId: string }

/**
 * NFTs the Safe holds now: for each (contract, token id) the latest transfer decides, and the Safe owns
 * it when that transfer went to the Safe. Ordered by contract address, then numerically by token id, so
 * pages are stable.
 */
export function toOwnedTokens(transfers: readonly Erc721TransferRow[], safe: string): OwnedToken[] {
  const latest = new Map<string, Erc721TransferRow>()
  for (const transfer of transfers) {
    if (transfer.token_address === null || transfer.token_id === null) continue
    const key = `${transfer.token_address.toLowerCase()}:${transfer.token_id}`
    const seen = latest.get(key)
    if (
      !seen ||
      transfer.block_number > seen.block_number ||
      (transfer.block_number === seen.block_number && transfer.log_index > seen.log_index)
    )
      latest.set(key, transfer)
  }
  const owned: OwnedToken[] = []
  for (const transfer of latest.values())
    if (
      transfer.token_address !== null &&
      transfer.token_id !== null &&
      transfer.to.toLowerCase() === safe.toLowerCase()
    )
      owned.push({ address: transfer.token_address, tokenId: transfer.token_id })
  return owned.sort((a, b) => {
    const byAddress = a.address.toLowerCase().localeCompare(b.address.toLowerCase())
    if (byAddress !== 0) return byAddress
    const [x, y] = [BigInt(a.tokenId), BigInt(b.tokenId)]
    return x === y ? 0 : x < y ? -1 : 1
  })
}
