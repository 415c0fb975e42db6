import type { TransactionSummary } from '../transactions.schema.ts'

/** CGW's defaults (server config there): how far back to look and how much of an address must match. */
export const imitationSettings = { lookupDistance: 3, prefixLength: 3, suffixLength: 4 } as const

type Erc20Transfer = { counterparty: string; amount: bigint; isIndexerTransfer: boolean }

function asErc20Transfer(tx: TransactionSummary): Erc20Transfer | undefined {
  const { txInfo } = tx
  if (txInfo.type !== 'Transfer' || txInfo.transferInfo.type !== 'ERC20') return undefined
  const decimals = txInfo.transferInfo.decimals ?? 18
  const counterparty = txInfo.direction === 'OUTGOING' ? txInfo.recipient.value : txInfo.sender.value
  return {
    counterparty: counterparty.toLowerCase(),
    // Compared in whole token units: poisoners copy the visible amount, not the dust.
    amount: BigInt(txInfo.transferInfo.value) / 10n ** BigInt(decimals),
    isIndexerTransfer: tx.executionInfo === null,
  }
}

/** Same first and last characters, different address: what a vanity-generated look-alike achieves. */
export function isLookalike(a: string, b: string): boolean {
  if (a === b) return false
  const { prefixLength, suffixLength } = imitationSettings
  const hexA = a.slice(2)
  const hexB = b.slice(2)
  return (
    hexA.slice(0, prefixLength) === hexB.slice(0, prefixLength) &&
    hexA.slice(-suffixLength) === hexB.slice(-suffixLength)
  )
}

/**
 * gateway-contract.md §6.6 (default mode): an ERC-20 transfer the indexer saw is an imitation when one
 * of the `lookupDistance` older ERC-20 transfers in the list (newest first) has the same whole amount
 * with a different but look-alike counterparty. Flagged transfers are not used as references.
 * Returns new summaries with `imitation` set.
 */
export function flagImitations(items: readonly TransactionSummary[]): TransactionSummary[] {
  const transfers = items.map(asErc20Transfer)
  const flagged = new Set<number>()
  // Walk oldest to newest so a flagged transfer is known before newer ones compare against it.
  for (let index = items.length - 1; index >= 0; index--) {
    const transfer = transfers[index]
    if (!transfer?.isIndexerTransfer) continue
    const references: Erc20Transfer[] = []
    for (
      let older = index + 1;
      older < items.length && references.length < imitationSettings.lookupDistance;
      older++
    ) {
      const candidate = transfers[older]
      if (candidate && !flagged.has(older)) references.push(candidate)
    }
    if (
      references.some(
        (ref) => ref.amount === transfer.amount && isLookalike(ref.counterparty, transfer.counterparty),
      )
    )
      flagged.add(index)
  }
  return items.map((item, index) => {
    const { txInfo } = item
    if (!flagged.has(index) || txInfo.type !== 'Transfer' || txInfo.transferInfo.type !== 'ERC20') return item
    return { ...item, txInfo: { ...txInfo, transferInfo: { ...txInfo.transferInfo, imitation: true } } }
  })
}

export function isImitation(item: TransactionSummary): boolean {
  return (
    item.txInfo.type === 'Transfer' &&
    item.txInfo.transferInfo.type === 'ERC20' &&
    item.txInfo.transferInfo.imitation
  )
}
