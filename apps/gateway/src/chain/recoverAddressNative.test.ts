import { keccak256, recoverAddress, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount, sign } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { recoverAddressNative } from './recoverAddressNative.ts'

describe('recoverAddressNative', () => {
  it('recovers the same signer as viem for many keys and hashes', async () => {
    for (let index = 0; index < 20; index++) {
      const privateKey = generatePrivateKey()
      const hash = keccak256(toHex(`message ${index}`))
      const signature = await sign({ hash, privateKey, to: 'hex' })
      const expected = privateKeyToAccount(privateKey).address
      expect(await recoverAddressNative({ hash, signature })).toBe(expected)
      expect(await recoverAddress({ hash, signature })).toBe(expected)
    }
  })

  it('hands signatures the binding cannot take to viem, which answers or throws as before', async () => {
    const privateKey = generatePrivateKey()
    const hash = keccak256(toHex('v as 0/1'))
    const { r, s, yParity } = await sign({ hash, privateKey })
    const compact = `${r}${s.slice(2)}${yParity === 0 ? '00' : '01'}` as const
    expect(await recoverAddressNative({ hash, signature: compact })).toBe(
      privateKeyToAccount(privateKey).address,
    )
    await expect(recoverAddressNative({ hash, signature: `0x${'00'.repeat(65)}` })).rejects.toThrow()
  })
})
