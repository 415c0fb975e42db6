import { type Hex, keccak256, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount, sign } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { recoverAddressNative } from './recoverAddressNative.ts'
import { recoverAddressOffThread } from './recoverAddressOffThread.ts'

async function signed(count: number) {
  const keys = [generatePrivateKey(), generatePrivateKey(), generatePrivateKey()]
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const privateKey = keys[index % keys.length] ?? generatePrivateKey()
      const hash = keccak256(toHex(`message ${index}`))
      return {
        hash,
        signature: await sign({ hash, privateKey, to: 'hex' }),
        signer: privateKeyToAccount(privateKey).address,
      }
    }),
  )
}

describe('recoverAddressOffThread', () => {
  it('recovers many signatures at once (several batches), each to its signer', async () => {
    const items = await signed(300)
    const owners = await Promise.all(
      items.map(({ hash, signature }) => recoverAddressOffThread({ hash, signature })),
    )
    expect(owners).toEqual(items.map((item) => item.signer))
  })

  it('answers and fails exactly as recoverAddressNative for what the worker does not take', async () => {
    const [item] = await signed(1)
    if (!item) throw new Error('no signature')
    const compact: Hex = `0x${item.signature.slice(2, -2)}${item.signature.endsWith('1b') ? '00' : '01'}`
    const invalid: Hex = `0x${'00'.repeat(65)}`
    const invalidV27: Hex = `0x${'00'.repeat(64)}1b`
    const cases = [
      { hash: item.hash, signature: compact },
      { hash: item.hash, signature: invalid },
      { hash: item.hash, signature: invalidV27 },
      { hash: item.hash, signature: item.signature },
    ]
    const settle = (promise: Promise<unknown>) =>
      promise.then(
        (value) => ({ value }),
        (error: unknown) => ({ error: error instanceof Error ? error.name : String(error) }),
      )
    const offThread = await Promise.all(
      cases.map((parameters) => settle(recoverAddressOffThread(parameters))),
    )
    const native = await Promise.all(cases.map((parameters) => settle(recoverAddressNative(parameters))))
    expect(offThread).toEqual(native)
    expect(offThread[0]).toEqual({ value: item.signer })
    expect(offThread[3]).toEqual({ value: item.signer })
  })
})
