import { getAddress } from 'viem'
import { findLatestStates } from '../../store/findLatestStates.ts'
import type { AlertMessage, AlertPayload, Db } from '../delivery/delivery.types.ts'
import { findLatestDelayStates } from './recovery.repository.ts'
import { applyRecoveryCall, type OwnerSetup } from './recoveryEffect.ts'

type RecoveryPayload = Extract<
  AlertPayload,
  { type: 'RECOVERY_PROPOSED' | 'RECOVERY_EXECUTABLE_SOON' | 'RECOVERY_EXECUTED' | 'RECOVERY_CANCELLED' }
>

const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/** "3 days", "1 hour", "5 minutes": the largest unit that fits, as a person would say it. */
export function formatDuration(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000))
  const units: [number, string][] = [
    [24 * 60, 'day'],
    [60, 'hour'],
    [1, 'minute'],
  ]
  for (const [size, name] of units)
    if (minutes >= size || size === 1) {
      const count = Math.round(minutes / size)
      return `${count} ${name}${count === 1 ? '' : 's'}`
    }
  return `${minutes} minutes`
}

const setupWords = (setup: OwnerSetup) =>
  `new owners ${setup.owners.map(shortAddress).join(', ')}, threshold ${setup.threshold}`

/**
 * What a recovery alert says: who proposed, what the Safe's owners become (replayed on today's owners),
 * and when it can run. Opens the Safe's dashboard, where the recovery card offers to cancel.
 */
export async function describeRecoveryAlert(
  db: Db,
  event: { chainId: number; safe: string; payload: RecoveryPayload; now: number },
  safePath: string,
): Promise<AlertMessage> {
  const { payload, chainId } = event
  const safe = getAddress(event.safe)
  const title = `Safe ${shortAddress(safe)}: ${titles[payload.type]}`
  const [proposal, states, delayStates] = await Promise.all([
    db
      .selectFrom('delay_proposals')
      .selectAll()
      .where('chain_id', '=', chainId)
      .where('module', '=', payload.module)
      .where('queue_nonce', '=', payload.queueNonce)
      .executeTakeFirst(),
    findLatestStates(db, { chainId, safes: [safe] }),
    findLatestDelayStates(db, { chainId, modules: [payload.module] }),
  ])
  const current = states.get(safe)
  const who = proposal?.proposer ? `by ${shortAddress(proposal.proposer)}` : 'by a recoverer'
  const effect =
    proposal && current
      ? applyRecoveryCall(safe, { owners: current.owners, threshold: current.threshold }, proposal)
      : undefined
  const what = effect ? setupWords(effect) : 'a transaction of the Safe'
  const path = safePath
  switch (payload.type) {
    case 'RECOVERY_PROPOSED': {
      const cooldownMs = Number(delayStates.get(getAddress(payload.module))?.cooldown ?? '0') * 1000
      const executableAt = (proposal?.added_at ?? event.now) + cooldownMs
      const when =
        executableAt > event.now
          ? `executable in ${formatDuration(executableAt - event.now)} unless cancelled`
          : 'executable now unless cancelled'
      return { title, body: `Recovery proposed ${who}: ${what} — ${when}`, path }
    }
    case 'RECOVERY_EXECUTABLE_SOON':
      return {
        title,
        body: `Recovery proposed ${who} (${what}) becomes executable in ${formatDuration(payload.executableAt - event.now)} — cancel it now if your owners did not ask for it`,
        path,
      }
    case 'RECOVERY_EXECUTED':
      return {
        title,
        body: current
          ? `Recovery proposed ${who} was executed: owners are now ${current.owners.map(shortAddress).join(', ')}, threshold ${current.threshold}`
          : `Recovery proposed ${who} was executed`,
        path: `${safePath}/history`,
      }
    case 'RECOVERY_CANCELLED':
      return { title, body: `Recovery proposed ${who} (${what}) was cancelled: it will not run`, path }
  }
}

const titles: Record<RecoveryPayload['type'], string> = {
  RECOVERY_PROPOSED: 'recovery proposed',
  RECOVERY_EXECUTABLE_SOON: 'recovery executable soon',
  RECOVERY_EXECUTED: 'recovery executed',
  RECOVERY_CANCELLED: 'recovery cancelled',
}
