import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/testDatabase.ts'
import { countRemainingRelays, releaseRelaySlots, reserveRelaySlots } from './relay.repository.ts'

const safe = '0x1111111111111111111111111111111111111111'
const alice = '0x2222222222222222222222222222222222222222'
const hour = 3_600_000

describe.each(testDatabaseKinds)('relay limits on %s', (kind) => {
  let t: TestDatabase
  beforeEach(async () => {
    t = await createTestDatabase(kind)
  })
  afterEach(async () => {
    await t.destroy()
  })

  const window = (now: number) => ({ chainId: 1, limit: 2, windowMs: 24 * hour, now })

  it('counts up to the limit, refuses past it, and starts again a window after the last relay', async () => {
    const reserve = (now: number) => reserveRelaySlots(t.db, { ...window(now), addresses: [safe] })
    expect(await reserve(0)).toEqual({ reserved: true })
    expect(await reserve(10 * hour)).toEqual({ reserved: true })
    expect(await reserve(20 * hour)).toEqual({ reserved: false, address: safe })
    expect(await countRemainingRelays(t.db, { ...window(20 * hour), address: safe })).toBe(0)
    // The window runs from the last relay (10 h), not the first.
    expect(await reserve(30 * hour)).toEqual({ reserved: false, address: safe })
    expect(await countRemainingRelays(t.db, { ...window(34 * hour), address: safe })).toBe(2)
    expect(await reserve(34 * hour)).toEqual({ reserved: true })
    expect(await countRemainingRelays(t.db, { ...window(34 * hour), address: safe })).toBe(1)
  })

  it('takes the slots of several owners all or none, and gives them back', async () => {
    expect(await reserveRelaySlots(t.db, { ...window(0), addresses: [alice] })).toEqual({ reserved: true })
    expect(await reserveRelaySlots(t.db, { ...window(0), addresses: [alice] })).toEqual({ reserved: true })
    expect(await reserveRelaySlots(t.db, { ...window(1), addresses: [safe, alice] })).toEqual({
      reserved: false,
      address: alice,
    })
    // The refused reservation left the other owner untouched.
    expect(await countRemainingRelays(t.db, { ...window(1), address: safe })).toBe(2)
    await releaseRelaySlots(t.db, { chainId: 1, addresses: [alice] })
    expect(await countRemainingRelays(t.db, { ...window(1), address: alice })).toBe(1)
    expect(await reserveRelaySlots(t.db, { ...window(2), addresses: [safe, alice] })).toEqual({
      reserved: true,
    })
    expect(await countRemainingRelays(t.db, { ...window(2), address: safe })).toBe(1)
  })

  it('refuses everything with a limit of 0', async () => {
    expect(await reserveRelaySlots(t.db, { ...window(0), limit: 0, addresses: [safe] })).toEqual({
      reserved: false,
      address: safe,
    })
  })
})
