import { describe, expect, it } from 'vitest'
import { buildToken } from '../../../../test/safeDataFixtures.ts'
import { toTxServiceToken } from './toTxServiceToken.ts'

const address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('toTxServiceToken', () => {
  it("answers a token row in the service's words: an empty logo URI and a boolean trust flag", () => {
    expect(toTxServiceToken(buildToken({ address }))).toEqual({
      type: 'ERC20',
      address,
      name: 'Coffer Demo Token',
      symbol: 'CDT',
      decimals: 18,
      logoUri: '',
      trusted: true,
    })
  })

  it('keeps a logo URI and an untrusted token as they are', () => {
    expect(
      toTxServiceToken(buildToken({ address, logo_uri: 'https://example.org/cdt.png', trusted: 0 })),
    ).toMatchObject({ logoUri: 'https://example.org/cdt.png', trusted: false })
  })
})
