import { type Address, hashTypedData, keccak256, zeroAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { getSafeTxDomain, getSafeTxHashPreimage, getSafeTxTypedData, hashSafeTx, toSafeTx } from './safeTx.ts'

const safe = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
const tx = { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: 10n ** 18n, nonce: 0n } as const

describe('safeTx', () => {
  test('fills defaults', () => {
    expect(toSafeTx(tx)).toEqual({
      ...tx,
      data: '0x',
      operation: 0,
      safeTxGas: 0n,
      baseGas: 0n,
      gasPrice: 0n,
      gasToken: zeroAddress,
      refundReceiver: zeroAddress,
    })
  })

  test('the domain has chainId from 1.3.0 on', () => {
    expect(getSafeTxDomain({ chainId: 1, safe, version: '1.4.1' })).toEqual({
      chainId: 1,
      verifyingContract: safe,
    })
    expect(getSafeTxDomain({ chainId: 1, safe, version: '1.3.0' })).toHaveProperty('chainId', 1)
    expect(getSafeTxDomain({ chainId: 1, safe, version: '1.2.0' })).toEqual({ verifyingContract: safe })
  })

  test('hashes the typed data (pinned; the devchain tests compare with getTransactionHash on chain)', () => {
    const hash = hashSafeTx({ chainId: 31337, safe, tx })
    expect(hash).toBe(hashTypedData(getSafeTxTypedData({ chainId: 31337, safe, tx })))
    expect(hash).toMatchInlineSnapshot(`"0x926caadad788f180535352690f53d6b3e94f516f1cc88b4e6b49507be0ed9142"`)
    expect(hashSafeTx({ chainId: 1, safe, tx })).not.toBe(hash)
    expect(hashSafeTx({ chainId: 1, safe, tx, version: '1.1.1' })).toBe(
      hashSafeTx({ chainId: 5, safe, tx, version: '1.1.1' }),
    )
  })
})

describe('safeTx before 1.0.0 and the preimage', () => {
  const safe: Address = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
  const tx = { to: safe, value: 1n, nonce: 3n, baseGas: 7n } as const

  test('versions before 1.0.0 hash dataGas: another hash than 1.0.0 with the same domain', () => {
    expect(hashSafeTx({ chainId: 1, safe, tx, version: '0.1.0' })).not.toBe(
      hashSafeTx({ chainId: 1, safe, tx, version: '1.0.0' }),
    )
  })

  test.each(['0.1.0', '1.1.1', '1.3.0', '1.4.1'])(
    'keccak256 of the preimage is the safeTxHash (%s)',
    (version) => {
      const parameters = { chainId: 31337, safe, tx, version }
      expect(keccak256(getSafeTxHashPreimage(parameters))).toBe(hashSafeTx(parameters))
    },
  )
})
