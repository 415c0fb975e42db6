import { describe, expect, it } from 'vitest'
import { alertMaxAgeMs } from '../delivery/index.ts'
import type { DelayEvent } from './recovery.types.ts'
import { recoveryAlerts, reminderPayloadPrefix } from './recoveryAlerts.ts'

const safe = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
const module = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const now = 1_800_000_000_000
const event = (kind: DelayEvent['kind'], extra: Partial<DelayEvent> = {}): DelayEvent => ({
  kind,
  chainId: 31337,
  safe,
  module,
  queueNonce: 3,
  txHash: '0xab',
  blockNumber: 10,
  at: now,
  ...extra,
})

describe('recoveryAlerts', () => {
  const registered = new Set([`${safe}:${module}`])

  it('alerts a proposal now and reminds an hour before a long cooldown ends, half of a short one', () => {
    const long = recoveryAlerts({
      events: [event('proposed', { executableAt: now + 7 * 86_400_000 })],
      registered,
      kind: 'cursor',
      now,
    })
    expect(long.alerts.map((alert) => [alert.payload.type, alert.availableAt])).toEqual([
      ['RECOVERY_PROPOSED', undefined],
      ['RECOVERY_EXECUTABLE_SOON', now + 7 * 86_400_000 - 3_600_000],
    ])
    const short = recoveryAlerts({
      events: [event('proposed', { executableAt: now + 600_000 })],
      registered,
      kind: 'cursor',
      now,
    })
    expect(short.alerts[1]?.availableAt).toBe(now + 300_000)
  })

  it('retracts the reminder of an executed or cancelled proposal, found by its payload prefix', () => {
    const { alerts, retract } = recoveryAlerts({
      events: [event('cancelled')],
      registered,
      kind: 'cursor',
      now,
    })
    expect(alerts.map((alert) => alert.payload.type)).toEqual(['RECOVERY_CANCELLED'])
    const reminder = recoveryAlerts({
      events: [event('proposed', { executableAt: now + 600_000 })],
      registered,
      kind: 'cursor',
      now,
    }).alerts[1]
    expect(JSON.stringify(reminder?.payload).startsWith(retract[0]?.payloadPrefix ?? '-')).toBe(true)
    expect(reminderPayloadPrefix(module, 3, '0xab')).toBe(
      `{"type":"RECOVERY_EXECUTABLE_SOON","module":"${module}","queueNonce":3,"txHash":"0xab"`,
    )
  })

  it('stays silent for unregistered Delays, backfills and old blocks', () => {
    const proposed = [event('proposed', { executableAt: now + 1 })]
    expect(recoveryAlerts({ events: proposed, registered: new Set(), kind: 'cursor', now }).alerts).toEqual(
      [],
    )
    expect(recoveryAlerts({ events: proposed, registered, kind: 'backfill', now }).alerts).toEqual([])
    expect(
      recoveryAlerts({ events: proposed, registered, kind: 'cursor', now: now + alertMaxAgeMs + 1 }).alerts,
    ).toEqual([])
  })
})
