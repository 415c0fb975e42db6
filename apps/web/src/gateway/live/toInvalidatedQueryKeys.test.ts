import { describe, expect, it } from 'vitest'
import { parseSafeChangeEvent } from './SafeChangeEventSchema.ts'
import { toInvalidatedQueryKeys } from './toInvalidatedQueryKeys.ts'

const safe = '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'
const prefix = ['gateway', 'safe', '31337', safe]

describe('toInvalidatedQueryKeys', () => {
  it('maps each kind to the queries it makes stale, once each', () => {
    const nativeBalance = `chain/31337/native-balance/${safe}`
    const keys = (kinds: Parameters<typeof toInvalidatedQueryKeys>[2]) =>
      toInvalidatedQueryKeys('31337', safe, kinds).map((key) =>
        key[0] === 'gateway' ? key.slice(prefix.length).join('/') : key.join('/'),
      )
    expect(keys(['history'])).toEqual(['history', 'info', 'balances', nativeBalance, 'transaction'])
    expect(keys(['safe'])).toEqual(['info'])
    expect(keys(['collectibles'])).toEqual(['collectibles'])
    expect(keys(['balances'])).toEqual(['balances', nativeBalance])
    expect(keys(['queue'])).toEqual(['queue', 'info', 'transaction'])
    expect(keys(['messages'])).toEqual(['messages', 'info'])
    expect(keys(['history', 'balances', 'safe', 'queue'])).toEqual([
      'history',
      'info',
      'balances',
      nativeBalance,
      'transaction',
      'queue',
    ])
  })
})

describe('parseSafeChangeEvent', () => {
  it('reads the change event and drops kinds it does not know', () => {
    expect(
      parseSafeChangeEvent(
        JSON.stringify({ chainId: '31337', safeAddress: safe, kinds: ['history', 'later'] }),
      ),
    ).toEqual({ chainId: '31337', safeAddress: safe, kinds: ['history'] })
    expect(parseSafeChangeEvent(JSON.stringify({ chainId: 1, safeAddress: safe, kinds: [] }))?.chainId).toBe(
      '1',
    )
    expect(parseSafeChangeEvent('not json')).toBeUndefined()
    expect(parseSafeChangeEvent('{"chainId":"1"}')).toBeUndefined()
  })
})
