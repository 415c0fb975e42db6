import type { AlertPayload, NewAlertEvent } from '../delivery/delivery.types.ts'
import { alertMaxAgeMs } from '../delivery/index.ts'
import type { DelayEvent } from './recovery.types.ts'

/** How long before a proposal becomes executable its reminder goes out, at most. */
export const reminderLeadMs = 60 * 60_000

/** A reminder waiting for its time that a later change (execution, cancellation) makes pointless. */
export type ReminderToRetract = { chainId: number; safe: string; payloadPrefix: string }

/**
 * The alerts of a range's Delay events for the registered Delays (`registered` holds `safe:module`), as
 * the range's other alerts: only for the main cursor's blocks not older than `alertMaxAgeMs`. A proposal
 * alerts at once and schedules a reminder shortly before its cooldown ends (an hour, or half the cooldown
 * when shorter); its execution or cancellation alerts and retracts that reminder if not sent yet.
 */
export function recoveryAlerts({
  events,
  registered,
  kind,
  now,
}: {
  events: readonly DelayEvent[]
  registered: ReadonlySet<string>
  kind: 'cursor' | 'backfill'
  now: number
}): { alerts: NewAlertEvent[]; retract: ReminderToRetract[] } {
  const alerts: NewAlertEvent[] = []
  const retract: ReminderToRetract[] = []
  for (const event of events) {
    const isRegistered = registered.has(`${event.safe}:${event.module}`)
    if (event.kind !== 'proposed')
      retract.push({
        chainId: event.chainId,
        safe: event.safe,
        payloadPrefix: reminderPayloadPrefix(event.module, event.queueNonce, event.txHash),
      })
    if (!isRegistered || kind === 'backfill' || event.at < now - alertMaxAgeMs) continue
    const base = { module: event.module, queueNonce: event.queueNonce, txHash: event.txHash }
    const push = (payload: AlertPayload, availableAt?: number) =>
      alerts.push({
        chainId: event.chainId,
        safe: event.safe,
        payload,
        blockNumber: event.blockNumber,
        ...(availableAt === undefined ? {} : { availableAt }),
      })
    switch (event.kind) {
      case 'proposed': {
        push({ type: 'RECOVERY_PROPOSED', ...base })
        const executableAt = event.executableAt ?? event.at
        const lead = Math.min(reminderLeadMs, Math.floor((executableAt - event.at) / 2))
        // No reminder for a proposal executable at once: the proposal alert says so already.
        if (executableAt > event.at)
          push({ type: 'RECOVERY_EXECUTABLE_SOON', ...base, executableAt }, executableAt - lead)
        break
      }
      case 'executed':
        push({ type: 'RECOVERY_EXECUTED', ...base, transactionHash: event.transactionHash ?? '' })
        break
      case 'cancelled':
        push({ type: 'RECOVERY_CANCELLED', ...base })
        break
    }
  }
  return { alerts, retract }
}

/**
 * The start of a reminder's stored payload, which `JSON.stringify` writes in the order the payload was
 * built: enough to find the reminder of one proposal without its time.
 */
export function reminderPayloadPrefix(module: string, queueNonce: number, txHash: string): string {
  const full = JSON.stringify({
    type: 'RECOVERY_EXECUTABLE_SOON',
    module,
    queueNonce,
    txHash,
    executableAt: 0,
  })
  return full.slice(0, full.lastIndexOf(',"executableAt"'))
}
