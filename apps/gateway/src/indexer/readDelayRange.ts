import { delayModifierAbi, isDelayModuleProxyCode, sentinelModule } from '@coffer/safe'
import type { Insertable, Kysely } from 'kysely'
import { type Address, getAddress, type PublicClient } from 'viem'
import type { Database } from '../db/database.ts'
import type { ModuleTransactionTable } from '../db/tables/safeData.ts'
import {
  type DelayWrites,
  findDelayStates,
  findPendingProposals,
  listDelayModules,
} from '../modules/recovery/index.ts'
import type { SafeState } from '../store/findLatestStates.ts'
import { activeDelays, buildDelayWrites, type DelayChainState, emptyDelayWrites } from './buildDelayWrites.ts'
import { decodeSafeLog } from './decodeSafeLog.ts'
import {
  type BlockInfo,
  ChainMovedError,
  getBlocks,
  getLogs,
  getTransactions,
  type IndexerLog,
} from './readChain.ts'

/** Delay modules per `eth_getLogs` filter, as for Safes. */
const filterChunk = 200

/**
 * `chainId:module` of modules whose code is not a Delay proxy: their Safes' other modules are looked at
 * once per process, not in every range. A proxy's code does not change into a Delay's.
 */
const notDelays = new Set<string>()

/** `extraBlocks`: blocks of the Delays' logs the range had not read (kept for reorg detection). */
export type DelayRangeRead = { writes: DelayWrites; extraBlocks: Map<number, BlockInfo> }

/**
 * Follows the Delay modifiers of the range's Safes: the ones stored, and any module a Safe enables in the
 * range whose code is a Delay proxy. Reads their logs (proposals), and the state of each active Delay at
 * the range's last block (settings, nonces, recoverers: setters are few, reading beats replaying them).
 * Nothing is written.
 */
export async function readDelayRange(
  client: PublicClient,
  db: Kysely<Database>,
  {
    chainId,
    from,
    to,
    safes,
    safeLogs,
    moduleTransactions,
    blocks,
    priorStates = new Map(),
  }: {
    chainId: number
    from: number
    to: number
    safes: ReadonlySet<Address>
    safeLogs: readonly IndexerLog[]
    moduleTransactions: readonly Insertable<ModuleTransactionTable>[]
    blocks: ReadonlyMap<number, BlockInfo>
    /** The Safes' states before the range: a module enabled before the gateway followed Delays is found here. */
    priorStates?: ReadonlyMap<Address, SafeState>
  },
): Promise<DelayRangeRead> {
  const known = await listDelayModules(db, { chainId })
  const delays = new Map<Address, { safe: Address; detectedAt?: number }>()
  for (const row of known) if (safes.has(row.safe)) delays.set(row.module, { safe: row.safe })

  const enabled = new Map<Address, { safe: Address; block: number }>()
  for (const log of safeLogs) {
    if (!safes.has(log.address)) continue
    const event = decodeSafeLog(log)
    if (event?.eventName !== 'EnabledModule') continue
    const module = getAddress(event.args.module)
    if (!delays.has(module) && !known.some((row) => row.module === module) && !enabled.has(module))
      enabled.set(module, { safe: log.address, block: log.blockNumber })
  }
  // Modules enabled before this range that were never looked at (a database from before the gateway
  // followed Delays): looked at once per process when their Safe next does anything.
  for (const [safe, state] of priorStates)
    for (const module of state.modules)
      if (
        safes.has(safe) &&
        !delays.has(module) &&
        !enabled.has(module) &&
        !known.some((row) => row.module === module) &&
        !notDelays.has(`${chainId}:${module}`)
      )
        enabled.set(module, { safe, block: from })
  const codes = await Promise.all(
    [...enabled.keys()].map((address) => client.getCode({ address, blockNumber: BigInt(to) })),
  )
  for (const [index, [module, { safe, block }]] of [...enabled].entries())
    if (isDelayModuleProxyCode(codes[index])) delays.set(module, { safe, detectedAt: block })
    else notDelays.add(`${chainId}:${module}`)
  if (delays.size === 0) return { writes: emptyDelayWrites(), extraBlocks: new Map() }

  const logs = (
    await Promise.all(
      chunks([...delays.keys()], filterChunk).map((address) =>
        getLogs(client, { fromBlock: from, toBlock: to, address, topics: [] }),
      ),
    )
  ).flat()
  const missing = [...new Set(logs.map((log) => log.blockNumber))].filter((number) => !blocks.has(number))
  const [fetched, transactions] = await Promise.all([
    getBlocks(client, missing),
    getTransactions(client, new Set(logs.map((log) => log.transactionHash))),
  ])
  const allBlocks = new Map([...blocks, ...fetched])
  for (const log of logs)
    if (allBlocks.get(log.blockNumber)?.hash !== log.blockHash)
      throw new ChainMovedError(`Block ${log.blockNumber} changed while its range was read`)

  const safesWithEvents = new Set(safeLogs.filter((log) => safes.has(log.address)).map((log) => log.address))
  const active = activeDelays({ delays, logs, moduleTransactions, safesWithEvents })
  const list = [...active]
  const [statesAfter, statesBefore, pendingBefore] = await Promise.all([
    Promise.all(list.map((module) => readDelayState(client, module, to))).then(
      (states) => new Map(list.map((module, index) => [module, stateAt(states, index)])),
    ),
    findDelayStates(db, { chainId, modules: list }),
    findPendingProposals(db, { chainId, modules: list }),
  ])
  // Executions the Safe logged without their parameters (L1 Safes log no SafeModuleTransaction).
  const described = new Set(moduleTransactions.map((tx) => `${tx.tx_hash}:${tx.module}`))
  const bareExecutions = safeLogs.flatMap((log) => {
    if (!safes.has(log.address)) return []
    const event = decodeSafeLog(log)
    if (event?.eventName !== 'ExecutionFromModuleSuccess') return []
    const module = getAddress(event.args.module)
    return delays.has(module) && !described.has(`${log.transactionHash}:${module}`)
      ? [{ safe: log.address, module, log }]
      : []
  })
  const writes = buildDelayWrites({
    bareExecutions,
    chainId,
    to,
    delays,
    logs,
    moduleTransactions,
    blocks: allBlocks,
    transactions,
    statesAfter,
    statesBefore,
    pendingBefore,
  })
  return { writes, extraBlocks: fetched }
}

/** The Delay's settings, nonces and recoverers at `block`. */
export async function readDelayState(
  client: PublicClient,
  address: Address,
  block: number,
): Promise<DelayChainState> {
  const blockNumber = BigInt(block)
  const read = <F extends 'txCooldown' | 'txExpiration' | 'txNonce' | 'queueNonce'>(functionName: F) =>
    client.readContract({ address, abi: delayModifierAbi, functionName, blockNumber })
  const [cooldown, expiration, txNonce, queueNonce, [recoverers]] = await Promise.all([
    read('txCooldown'),
    read('txExpiration'),
    read('txNonce'),
    read('queueNonce'),
    client.readContract({
      address,
      abi: delayModifierAbi,
      functionName: 'getModulesPaginated',
      args: [sentinelModule, 100n],
      blockNumber,
    }),
  ])
  return {
    cooldown,
    expiration,
    txNonce: Number(txNonce),
    queueNonce: Number(queueNonce),
    recoverers: recoverers.map((recoverer) => getAddress(recoverer)),
  }
}

function stateAt(states: readonly DelayChainState[], index: number): DelayChainState {
  const state = states[index]
  if (!state) throw new Error(`No state read for Delay ${index}`)
  return state
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = []
  for (let index = 0; index < items.length; index += size) result.push(items.slice(index, index + size))
  return result
}
