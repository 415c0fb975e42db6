import { describe, expect, it } from 'vitest'
import { toSafeInfo } from './toSafeInfo.ts'

const plain = (value: string) => ({ value, name: null, logoUri: null })
const safe = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const singleton = '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'

describe('toSafeInfo', () => {
  it('answers plain addresses, a string nonce and the zero address where nothing is set', () => {
    expect(
      toSafeInfo({
        address: plain(safe),
        chainId: '31337',
        nonce: 3,
        threshold: 1,
        owners: [plain(owner)],
        implementation: plain(singleton),
        implementationVersionState: 'UP_TO_DATE',
        collectiblesTag: null,
        txQueuedTag: null,
        txHistoryTag: null,
        messagesTag: null,
        modules: null,
        fallbackHandler: null,
        guard: null,
        version: '1.4.1',
      }),
    ).toEqual({
      address: safe,
      nonce: '3',
      threshold: 1,
      owners: [owner],
      masterCopy: singleton,
      modules: [],
      fallbackHandler: '0x0000000000000000000000000000000000000000',
      guard: '0x0000000000000000000000000000000000000000',
      version: '1.4.1',
    })
  })
})
