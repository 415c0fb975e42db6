import type { Hex } from 'viem'
import type { SafeEvent } from '../decodeSafeLog.ts'
import type { RangeContext } from '../rangeContext.ts'
import type { IndexerLog } from '../readChain.ts'

/** A log told apart by its first topic, whoever emitted it (a proxy factory's creation, a token transfer). */
export type LogHandler = {
  topic: Hex
  handle(context: RangeContext, log: IndexerLog): void
}

/**
 * One family of a Safe's own events (decoded from an indexed Safe's logs). `next` is the following log, for
 * a change logged as two events (swapOwner's RemovedOwner then AddedOwner); a handler that reads it as
 * part of the same change adds it to `context.consumed`.
 */
export type SafeEventHandler = {
  events: readonly SafeEvent['eventName'][]
  handle(context: RangeContext, event: SafeEvent, log: IndexerLog, next: IndexerLog | undefined): void
}
