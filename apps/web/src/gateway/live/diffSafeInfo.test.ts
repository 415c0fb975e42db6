import { describe, expect, it } from 'vitest'
import { SafeInfoSchema } from '../SafeInfoSchema.ts'
import { diffSafeInfo } from './diffSafeInfo.ts'

const safe = '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'
const owner = (n: number) => ({ value: `0x${String(n).repeat(40)}`, name: null, logoUri: null })

function info(overrides: object = {}) {
  return SafeInfoSchema.parse({
    address: { value: safe, name: null, logoUri: null },
    chainId: '31337',
    nonce: 3,
    threshold: 2,
    owners: [owner(1), owner(2), owner(3)],
    implementation: { value: `0x${'4'.repeat(40)}`, name: 'Safe 1.4.1', logoUri: null },
    implementationVersionState: 'UP_TO_DATE',
    collectiblesTag: '100',
    txQueuedTag: '100',
    txHistoryTag: '100',
    messagesTag: null,
    modules: null,
    fallbackHandler: null,
    guard: null,
    version: '1.4.1',
    ...overrides,
  })
}

describe('diffSafeInfo', () => {
  it('names nothing when nothing moved', () => {
    expect(diffSafeInfo(info(), info())).toEqual([])
  })

  it('names the list of each tag that moved', () => {
    expect(diffSafeInfo(info(), info({ txHistoryTag: '101' }))).toEqual(['history'])
    expect(diffSafeInfo(info(), info({ txQueuedTag: '101', collectiblesTag: '101' }))).toEqual([
      'queue',
      'collectibles',
    ])
    expect(diffSafeInfo(info(), info({ messagesTag: '5' }))).toEqual(['messages'])
    // A tag that appears for the first time is a change too.
    expect(diffSafeInfo(info({ txHistoryTag: null }), info())).toEqual(['history'])
  })

  it('names the Safe when anything else about it changed', () => {
    expect(diffSafeInfo(info(), info({ nonce: 4, txHistoryTag: '101' }))).toEqual(['history', 'safe'])
    expect(diffSafeInfo(info(), info({ threshold: 1 }))).toEqual(['safe'])
    expect(diffSafeInfo(info(), info({ owners: [owner(1), owner(2)] }))).toEqual(['safe'])
  })
})
