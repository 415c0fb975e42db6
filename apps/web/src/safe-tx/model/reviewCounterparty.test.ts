import { describe, expect, it } from 'vitest'
import { reviewCounterparty } from './reviewCounterparty.ts'

const address = '0x14dc79964da2c08b23698b3d3cc7ca32193d9955'

describe('reviewCounterparty', () => {
  it("uses the address book's name", () => {
    expect(reviewCounterparty(address, 'Treasury')).toBe('Treasury')
  })

  it('otherwise shows the whole checksummed address, never its ends only', () => {
    const shown = reviewCounterparty(address, undefined)
    expect(shown).toBe('0x14dC79964da2C08b23698B3D3cc7Ca32193d9955')
    expect(shown).not.toContain('…')
    expect(reviewCounterparty(address, '  ')).toBe(shown)
  })
})
