import type { Kysely } from 'kysely'
import { type Address, getAddress, type Hex, type PublicClient } from 'viem'
import type { Database } from '../db/database.ts'
import type { DelayWrites } from '../modules/recovery/index.ts'
import { findLatestStates, type SafeState } from '../store/findLatestStates.ts'
import { buildRangeWrites, findTransactionsToFetch, type RangeWrites, sortLogs } from './buildRangeWrites.ts'
import { listKnownTokens } from './indexer.repository.ts'
import { proxyCreationTopic, safeEventTopics, transferTopic } from './indexerAbi.ts'
import { topicToAddress } from './rangeContext.ts'
import {
  type BlockInfo,
  ChainMovedError,
  getBlocks,
  getLogs,
  getTransactions,
  type IndexerLog,
  readSafeState,
  readTokenMetadata,
  type TokenMetadata,
} from './readChain.ts'
import { readDelayRange } from './readDelayRange.ts'
import { createSignerCache } from './signerCache.ts'

/** Which Safes a range covers: every Safe on the chain (`all`), or only the listed ones. */
export type RangeScope =
  | { kind: 'all'; knownSafes: ReadonlySet<Address> }
  | { kind: 'safes'; safes: readonly Address[] }

export type ReadRangeParameters = {
  chainId: number
  factories: readonly Address[]
  from: number
  to: number
  scope: RangeScope
  warn?: (message: string, error?: unknown) => void
}

export type RangeResult = {
  writes: RangeWrites
  tokenMetadata: Map<Address, TokenMetadata>
  /** Blocks with logs plus the range's last block (exactly the blocks read). */
  blocks: BlockInfo[]
  last: BlockInfo
  createdSafes: Address[]
  /** The range's Delay modifiers (recovery): first sightings, states, proposals, and what they did. */
  delays: DelayWrites
}

/** Addresses per `eth_getLogs` filter: providers cap filter sizes, and huge filters get slow. */
const filterChunk = 200

/**
 * Reads one block range from the node (logs, their blocks' timestamps, the transactions L1 executions
 * and creations need, token metadata, the state of Safes first seen) and turns it into rows. Writes
 * nothing: the caller commits the result in one transaction.
 */
export async function readRange(
  client: PublicClient,
  db: Kysely<Database>,
  { chainId, factories, from, to, scope, warn = () => {} }: ReadRangeParameters,
): Promise<RangeResult> {
  const listed = scope.kind === 'safes' ? scope.safes : undefined
  const range = { fromBlock: from, toBlock: to }
  const creationLogs =
    listed?.length === 0
      ? []
      : (
          await Promise.all(
            (listed ? chunks(listed, filterChunk) : [undefined]).map((chunk) =>
              getLogs(client, {
                ...range,
                address: factories,
                topics: [proxyCreationTopic, chunk ? chunk.map(addressToTopic) : null],
              }),
            ),
          )
        ).flat()
  const createdSafes = creationLogs.flatMap((log) => {
    const proxy = topicToAddress(log.topics[1])
    return proxy && (!listed || listed.includes(proxy)) ? [proxy] : []
  })
  const safes = new Set<Address>(scope.kind === 'all' ? [...scope.knownSafes, ...createdSafes] : scope.safes)
  const safeList = [...safes]

  // The creations' transactions (creator, initializer) are known now: fetched alongside the Safes' logs.
  const creationTransactions = getTransactions(
    client,
    findTransactionsToFetch({ logs: creationLogs, safes: new Set(createdSafes) }),
  )
  // Awaited below only if the log reads succeed: a failure of its own must not go unhandled meanwhile.
  creationTransactions.catch(() => {})
  // Signer recovery needs only the Safes' logs: it starts as soon as they arrive, while the transfers
  // and then the blocks and transactions are still on the way (see signerCache.ts).
  const signers = createSignerCache()
  const [safeLogs, transferLogs] =
    safeList.length === 0
      ? [[], []]
      : await Promise.all([
          (scope.kind === 'all'
            ? getLogs(client, { ...range, topics: [safeEventTopics] }).then((logs) =>
                logs.filter((log) => safes.has(log.address)),
              )
            : Promise.all(
                chunks(safeList, filterChunk).map((chunk) =>
                  getLogs(client, { ...range, address: chunk, topics: [safeEventTopics] }),
                ),
              ).then((lists) => lists.flat())
          ).then((logs) => {
            signers.warm(logs, safes)
            return logs
          }),
          Promise.all(
            chunks(safeList.map(addressToTopic), filterChunk).flatMap((topics) => [
              getLogs(client, { ...range, topics: [transferTopic, topics] }),
              getLogs(client, { ...range, topics: [transferTopic, null, topics] }),
            ]),
          ).then((lists) => lists.flat()),
        ])
  const logs: IndexerLog[] = sortLogs([...creationLogs, ...safeLogs, ...transferLogs])

  const blockNumbers = new Set(logs.map((log) => log.blockNumber))
  blockNumbers.add(to)
  const creationHashes = new Set(creationLogs.map((log) => log.transactionHash))
  const txHashes = [...findTransactionsToFetch({ logs, safes })].filter((hash) => !creationHashes.has(hash))
  const fetched = Promise.all([
    getBlocks(client, blockNumbers),
    getTransactions(client, txHashes),
    creationTransactions,
  ])
  // Awaited below, after the checks: a failure must not go unhandled meanwhile.
  fetched.catch(() => {})
  const [blocks, executionTransactions, createdTransactions] = await fetched
  const transactions = new Map([...createdTransactions, ...executionTransactions])
  // A reorg between the log query and the block reads would mix two chains: start the range again.
  for (const log of logs)
    if (blocks.get(log.blockNumber)?.hash !== log.blockHash)
      throw new ChainMovedError(`Block ${log.blockNumber} changed while its range was read`)

  const priorStates = await findPriorStates(client, db, { chainId, logs, safes, createdSafes, warn })
  const writes = await buildRangeWrites({
    chainId,
    logs,
    safes,
    blocks,
    transactions,
    priorStates,
    recover: signers.recover,
  })

  const tokenAddresses = [...writes.tokens.keys()]
  const known = await listKnownTokens(db, { chainId, tokens: tokenAddresses })
  const missing = tokenAddresses.filter((address) => !known.has(address))
  const metadata = await Promise.all(
    missing.map((address) =>
      readTokenMetadata(client, { address, type: writes.tokens.get(address) ?? 'ERC20' }),
    ),
  )
  const last = blocks.get(to)
  if (!last) throw new ChainMovedError(`Block ${to} is gone`)
  const delays = await readDelayRange(client, db, {
    chainId,
    from,
    to,
    safes,
    safeLogs,
    moduleTransactions: writes.moduleTransactions,
    blocks,
    priorStates,
  })
  // An L1 Safe's Delay executions, rebuilt from their proposals, join the range's module transactions.
  writes.moduleTransactions.push(...delays.writes.moduleTransactions)
  for (const tx of delays.writes.moduleTransactions) {
    const kinds = writes.changes.get(getAddress(tx.safe)) ?? new Set()
    kinds.add('history')
    writes.changes.set(getAddress(tx.safe), kinds)
  }
  for (const safe of delays.writes.changedSafes) {
    const kinds = writes.changes.get(safe) ?? new Set()
    kinds.add('safe')
    writes.changes.set(safe, kinds)
  }
  return {
    writes,
    tokenMetadata: new Map(missing.map((address, index) => [address, metadataAt(metadata, index)])),
    blocks: [...blocks.values(), ...delays.extraBlocks.values()],
    last,
    createdSafes,
    delays: delays.writes,
  }
}

/**
 * The state each Safe with events in the range had before it: stored, blank for a Safe created in the
 * range, or read from the chain for a Safe whose earlier history was never scanned.
 */
async function findPriorStates(
  client: PublicClient,
  db: Kysely<Database>,
  {
    chainId,
    logs,
    safes,
    createdSafes,
    warn,
  }: {
    chainId: number
    logs: readonly IndexerLog[]
    safes: ReadonlySet<Address>
    createdSafes: readonly Address[]
    warn: (message: string, error?: unknown) => void
  },
): Promise<Map<Address, SafeState>> {
  const firstBlock = new Map<Address, number>()
  for (const log of logs)
    if (safes.has(log.address) && log.topics[0] !== transferTopic) {
      const seen = firstBlock.get(log.address)
      if (seen === undefined || log.blockNumber < seen) firstBlock.set(log.address, log.blockNumber)
    }
  const stored = await findLatestStates(db, { chainId, safes: [...firstBlock.keys()] })
  const created = new Set(createdSafes)
  const unknown = [...firstBlock].filter(([safe]) => !stored.has(safe) && !created.has(safe))
  await Promise.all(
    unknown.map(async ([safe, block]) => {
      try {
        stored.set(safe, await readSafeState(client, safe, Math.max(0, block - 1)))
      } catch (error) {
        // Without an archive node the state before the range may be unreadable; events still apply.
        warn(`Could not read the state of ${safe} at block ${block - 1}`, error)
      }
    }),
  )
  return stored
}

function metadataAt(list: readonly TokenMetadata[], index: number): TokenMetadata {
  return list[index] ?? { name: '', symbol: '', decimals: null }
}

function addressToTopic(address: Address): Hex {
  return `0x${address.slice(2).toLowerCase().padStart(64, '0')}`
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = []
  for (let index = 0; index < items.length; index += size) result.push(items.slice(index, index + size))
  return result
}
