import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createPostgresSafeChangeBus } from './postgresSafeChanges.ts'
import type { SafeChange } from './safeChanges.ts'

const connectionString = process.env.DATABASE_URL
const change: SafeChange = {
  chainId: 31337,
  safe: '0x399c61b017A871181d8B6C418c93a8bB361E3Db8',
  kinds: ['history'],
}

function nextChange(subscribe: (listener: (change: SafeChange) => void) => () => void): Promise<SafeChange> {
  return new Promise((resolve) => {
    const unsubscribe = subscribe((received) => {
      unsubscribe()
      resolve(received)
    })
  })
}

describe.skipIf(!connectionString)('Safe changes through PostgreSQL LISTEN/NOTIFY', () => {
  it('reach every replica of the same instance, and no other instance', async () => {
    if (!connectionString) return
    const schema = `test_${randomBytes(6).toString('hex')}`
    const replicaA = await createPostgresSafeChangeBus({ connectionString, schema })
    const replicaB = await createPostgresSafeChangeBus({ connectionString, schema })
    const otherInstance = await createPostgresSafeChangeBus({ connectionString, schema: `${schema}_other` })
    try {
      const strays: SafeChange[] = []
      otherInstance.subscribe((received) => strays.push(received))
      const atA = nextChange(replicaA.subscribe)
      const atB = nextChange(replicaB.subscribe)
      await replicaA.publish([change])
      expect(await atA).toEqual(change)
      expect(await atB).toEqual(change)
      expect(strays).toEqual([])
    } finally {
      await Promise.all([replicaA.close(), replicaB.close(), otherInstance.close()])
    }
  })

  it('splits many changes over several notifications without losing one', async () => {
    if (!connectionString) return
    const bus = await createPostgresSafeChangeBus({
      connectionString,
      schema: `test_${randomBytes(6).toString('hex')}`,
    })
    try {
      const received: SafeChange[] = []
      const all = new Promise<void>((resolve) =>
        bus.subscribe((item) => {
          received.push(item)
          if (received.length === 100) resolve()
        }),
      )
      const changes = Array.from({ length: 100 }, (_, index) => ({ ...change, chainId: index + 1 }))
      await bus.publish(changes)
      await all
      expect(received).toEqual(changes)
    } finally {
      await bus.close()
    }
  })
})
