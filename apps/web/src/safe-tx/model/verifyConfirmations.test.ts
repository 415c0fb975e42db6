import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { toSafeEthSignSignature } from './assembleSignatures.ts'
import { ownerKeys, testSafeTxHash } from './testSafeTx.ts'
import { checkConfirmations } from './verifyConfirmations.ts'

const [alice, bob] = ownerKeys.map((key) => privateKeyToAccount(key))
if (!alice || !bob) throw new Error('test accounts')

describe('checkConfirmations', () => {
  it('accepts EIP-712 and eth_sign signatures by the owner they name', async () => {
    const typed = await alice.sign({ hash: testSafeTxHash })
    const ethSign = toSafeEthSignSignature(await bob.signMessage({ message: { raw: testSafeTxHash } }))
    const checks = await checkConfirmations(
      [
        { signer: alice.address, signature: typed },
        { signer: bob.address, signature: ethSign },
      ],
      testSafeTxHash,
    )
    expect(checks).toEqual([
      { ok: true, value: { owner: alice.address, signature: typed } },
      { ok: true, value: { owner: bob.address, signature: ethSign } },
    ])
  })

  it('flags a signature made by someone else than the listed signer, and unreadable ones', async () => {
    const checks = await checkConfirmations(
      [
        { signer: bob.address, signature: await alice.sign({ hash: testSafeTxHash }) },
        { signer: alice.address, signature: '0x1234' },
        { signer: alice.address, signature: null },
      ],
      testSafeTxHash,
    )
    expect(checks.map((check) => (check.ok ? 'ok' : check.reason))).toEqual([
      'wrong_signer',
      'unreadable',
      'missing',
    ])
  })
})
