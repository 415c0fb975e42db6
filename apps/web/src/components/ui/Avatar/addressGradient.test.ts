import { describe, expect, it } from 'vitest'
import { addressGradient } from './addressGradient.ts'

describe('addressGradient', () => {
  it('is stable, case-insensitive and differs between addresses', () => {
    const a = '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'
    expect(addressGradient(a)).toEqual(addressGradient(a.toLowerCase()))
    expect(addressGradient(a)).not.toEqual(addressGradient('0x41675C099F32341bf84BFc5382aF534df5C7461a'))
  })
})
