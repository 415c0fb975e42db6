import { keccak256, recoverTypedDataAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { getDelegateHashPreimage, getDelegateTotp, getDelegateTypedData, hashDelegate } from './delegate.ts'

const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const delegate = '0x1234567890123456789012345678901234567890'

describe('Delegate', () => {
  test('totp is the hour window of the moment', () => {
    expect(getDelegateTotp(3_599_999)).toBe(0n)
    expect(getDelegateTotp(3_600_000)).toBe(1n)
  })

  // The transaction service's own test vectors (DelegateSignatureHelperV2, chain 1, totp 123456 / 654321).
  test('hashes as the transaction service does', () => {
    expect(hashDelegate({ chainId: 1, delegate, totp: 123_456n })).toBe(
      '0x40ef28feb993bf127265260d48ab1a427d5b852aa8b38f511fcd368bfc9cbfdf',
    )
    expect(hashDelegate({ chainId: 1, delegate, totp: 654_321n })).toBe(
      '0x37fe1c77d467e92109ef91637e30a4053bab963de2ea74f9d6c4ba1918ff32e6',
    )
  })

  test('a domain without chainId is another hash; the preimage hashes to the hash', async () => {
    const withChain = getDelegateTypedData({ chainId: 31337, delegate, totp: 5n })
    expect(withChain.domain).toEqual({ name: 'Safe Transaction Service', version: '1.0', chainId: 31337 })
    expect(getDelegateTypedData({ delegate, totp: 5n }).domain).toEqual({
      name: 'Safe Transaction Service',
      version: '1.0',
    })
    expect(hashDelegate({ delegate, totp: 5n })).not.toBe(
      hashDelegate({ chainId: 31337, delegate, totp: 5n }),
    )
    for (const parameters of [
      { delegate, totp: 5n },
      { chainId: 31337, delegate, totp: 5n },
    ] as const)
      expect(keccak256(getDelegateHashPreimage(parameters))).toBe(hashDelegate(parameters))
    const signature = await account.signTypedData(withChain)
    expect(await recoverTypedDataAddress({ ...withChain, signature })).toBe(account.address)
  })
})
