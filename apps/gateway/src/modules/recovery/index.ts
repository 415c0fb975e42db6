/**
 * The recovery module's public face: what the indexer calls to follow the Delays it indexes (the Delays
 * and proposals already stored, a range's rows written with their alerts, a reorg's rollback).
 */
export {
  findDelayStates,
  findPendingProposals,
  listDelayModules,
  rollbackDelays,
  writeDelayRange,
} from './recovery.repository.ts'
export type { DelayEvent, DelayWrites, KnownProposal } from './recovery.types.ts'
