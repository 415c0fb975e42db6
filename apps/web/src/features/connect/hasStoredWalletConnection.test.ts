import { describe, expect, it } from 'vitest'
import { hasStoredWalletConnection } from './hasStoredWalletConnection.ts'

const storage = (value: string | null) => ({ getItem: () => value })

describe('hasStoredWalletConnection', () => {
  it('sees a connection wagmi persisted', () => {
    const connected = {
      state: {
        connections: { __type: 'Map', value: [['uid1', { accounts: ['0x1'], chainId: 31337 }]] },
        chainId: 31337,
        current: 'uid1',
      },
      version: 2,
    }
    expect(hasStoredWalletConnection(storage(JSON.stringify(connected)))).toBe(true)
  })

  it('sees none after a disconnect, on a first visit, or in garbage', () => {
    const disconnected = {
      state: { connections: { __type: 'Map', value: [] }, chainId: 1, current: null },
      version: 2,
    }
    expect(hasStoredWalletConnection(storage(JSON.stringify(disconnected)))).toBe(false)
    expect(hasStoredWalletConnection(storage(null))).toBe(false)
    expect(hasStoredWalletConnection(storage('{nope'))).toBe(false)
    expect(hasStoredWalletConnection(undefined)).toBe(false)
  })
})
