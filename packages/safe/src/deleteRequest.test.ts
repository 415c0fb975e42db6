import { recoverTypedDataAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { getDeleteRequestTotp, getDeleteRequestTypedData, hashDeleteRequest } from './deleteRequest.ts'

const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const safe = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
const safeTxHash = `0x${'ab'.repeat(32)}` as const

describe('DeleteRequest', () => {
  test('totp is the hour window of the moment', () => {
    expect(getDeleteRequestTotp(0)).toBe(0n)
    expect(getDeleteRequestTotp(3_599_999)).toBe(0n)
    expect(getDeleteRequestTotp(3_600_000)).toBe(1n)
    expect(getDeleteRequestTotp(1_763_790_000_000)).toBe(489_941n)
  })

  test('a signature over the typed data recovers its signer, and the hash depends on every field', async () => {
    const typedData = getDeleteRequestTypedData({ chainId: 31337, safe, safeTxHash, totp: 5n })
    expect(typedData.domain).toEqual({
      name: 'Safe Transaction Service',
      version: '1.0',
      chainId: 31337,
      verifyingContract: safe,
    })
    const signature = await account.signTypedData(typedData)
    expect(await recoverTypedDataAddress({ ...typedData, signature })).toBe(account.address)
    const base = hashDeleteRequest({ chainId: 31337, safe, safeTxHash, totp: 5n })
    expect(hashDeleteRequest({ chainId: 1, safe, safeTxHash, totp: 5n })).not.toBe(base)
    expect(hashDeleteRequest({ chainId: 31337, safe, safeTxHash, totp: 6n })).not.toBe(base)
  })
})
