import { decodeSafeLog } from '../decodeSafeLog.ts'
import { nonZero } from '../rangeContext.ts'
import type { IndexerLog } from '../readChain.ts'
import type { SafeEventHandler } from './rangeHandler.ts'

/**
 * Owner, threshold, module, guard, fallback handler and singleton changes, replayed as `getOwners()` and
 * `getModulesPaginated()` would return them (addOwner and enableModule prepend; swapOwner, logged as
 * RemovedOwner then AddedOwner, replaces in place).
 */
export const configChanges: SafeEventHandler = {
  events: [
    'AddedOwner',
    'RemovedOwner',
    'ChangedThreshold',
    'EnabledModule',
    'DisabledModule',
    'ChangedGuard',
    'ChangedFallbackHandler',
    'ChangedMasterCopy',
  ],
  handle({ stateOf, snapshot, change, consumed }, event, log, next) {
    const safe = log.address
    const state = stateOf(safe)
    switch (event.eventName) {
      case 'AddedOwner': {
        state.owners = [event.args.owner, ...state.owners.filter((owner) => owner !== event.args.owner)]
        snapshot(safe, log)
        change(safe, 'messages')
        return
      }
      case 'RemovedOwner': {
        const added = next && isSwapPartner(log, next) ? decodeSafeLog(next) : undefined
        if (added?.eventName === 'AddedOwner' && next) {
          // swapOwner: the new owner takes the old one's place in the linked list.
          state.owners = state.owners.map((owner) => (owner === event.args.owner ? added.args.owner : owner))
          consumed.add(next)
          snapshot(safe, next)
        } else {
          state.owners = state.owners.filter((owner) => owner !== event.args.owner)
          snapshot(safe, log)
        }
        // Who counts as a confirmation, and so a message's status, depends on the owners.
        change(safe, 'messages')
        return
      }
      case 'ChangedThreshold':
        state.threshold = Number(event.args.threshold)
        snapshot(safe, log)
        // Messages are CONFIRMED against the current threshold.
        change(safe, 'messages')
        return
      case 'EnabledModule':
        state.modules = [event.args.module, ...state.modules.filter((module) => module !== event.args.module)]
        snapshot(safe, log)
        return
      case 'DisabledModule':
        state.modules = state.modules.filter((module) => module !== event.args.module)
        snapshot(safe, log)
        return
      case 'ChangedGuard':
        state.guard = nonZero(event.args.guard)
        snapshot(safe, log)
        return
      case 'ChangedFallbackHandler':
        state.fallbackHandler = nonZero(event.args.handler)
        snapshot(safe, log)
        return
      case 'ChangedMasterCopy':
        state.singleton = nonZero(event.args.singleton)
        snapshot(safe, log)
        return
    }
  },
}

function isSwapPartner(removed: IndexerLog, next: IndexerLog): boolean {
  return (
    next.address === removed.address &&
    next.transactionHash === removed.transactionHash &&
    next.logIndex === removed.logIndex + 1
  )
}
