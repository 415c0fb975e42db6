import { describe, expect, it } from 'vitest'
import { reviewCounterparty } from './reviewCounterparty.ts'

const address = '0x14dc79964da2c08b23698b3d3cc7ca32193d9955'

describe('reviewCounterparty', () => {
  it("uses the address book's name", () => {
    expect(reviewCounterparty(address, 'Treasury')).toBe('Treasury')
  })

  it('otherwise shortens the checksummed address to 6…4, which a title has room for', () => {
    expect(reviewCounterparty(address, undefined)).toBe('0x14dC…9955')
    expect(reviewCounterparty(address, '  ')).toBe('0x14dC…9955')
  })
})
