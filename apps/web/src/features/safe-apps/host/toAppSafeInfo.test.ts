import { describe, expect, it } from 'vitest'
import { SafeInfoSchema } from '../../../gateway/SafeInfoSchema.ts'
import { toAppSafeInfo } from './toAppSafeInfo.ts'

const addressEx = (value: string) => ({ value, name: null, logoUri: null })
const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const safe = SafeInfoSchema.parse({
  address: addressEx('0x399c61b017a871181d8b6c418c93a8bb361e3db8'),
  chainId: '31337',
  nonce: 4,
  threshold: 2,
  owners: [addressEx(owner), addressEx('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')],
  implementation: addressEx('0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'),
  implementationVersionState: 'UP_TO_DATE',
  modules: null,
  fallbackHandler: addressEx('0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99'),
  guard: null,
  version: '1.4.1',
})

describe('toAppSafeInfo', () => {
  it("answers getSafeInfo with the SDK's SafeInfoExtended: numbers, checksummed addresses, null for none", () => {
    expect(toAppSafeInfo(safe, { connected: owner })).toEqual({
      safeAddress: '0x399c61b017A871181d8B6C418c93a8bB361E3Db8',
      chainId: 31337,
      threshold: 2,
      owners: [owner, '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'],
      isReadOnly: false,
      nonce: 4,
      implementation: '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762',
      modules: null,
      fallbackHandler: '0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99',
      guard: null,
      version: '1.4.1',
    })
  })

  it('is read-only unless the connected wallet owns the Safe', () => {
    expect(toAppSafeInfo(safe, { connected: undefined }).isReadOnly).toBe(true)
    expect(toAppSafeInfo(safe, { connected: '0x90F79bf6EB2c4f870365E785982E1f101E93b906' }).isReadOnly).toBe(
      true,
    )
    expect(toAppSafeInfo(safe, { connected: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' }).isReadOnly).toBe(
      false,
    )
  })
})
