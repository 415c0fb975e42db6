import { getSafeTxTypedData, hashSafeTx } from '@coffer/safe'
import { concat, createPublicClient, http, slice } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { verifySafeSignatures, verifySafeSignaturesBatch } from './verifySafeSignatures.ts'

// ECDSA parts never touch the chain: a client whose node does not exist (port 9) proves it.
const client = createPublicClient({ transport: http('http://127.0.0.1:9', { retryCount: 0 }) })
const safe = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
const owners = [
  privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'),
  privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a'),
] as const
const tx = { to: safe, value: 1n, nonce: 0n } as const
const hash = hashSafeTx({ chainId: 31337, safe, tx })
const sign = (index: 0 | 1) => owners[index].signTypedData(getSafeTxTypedData({ chainId: 31337, safe, tx }))

describe('verifySafeSignatures', () => {
  test('recovers every EOA part in order', async () => {
    const signatures = concat([await sign(0), await sign(1)])
    expect(await verifySafeSignatures({ client, safe, hash, signatures })).toEqual({
      ok: true,
      signatures: [
        { owner: owners[0].address, type: 'EOA', signature: slice(signatures, 0, 65) },
        { owner: owners[1].address, type: 'EOA', signature: slice(signatures, 65, 130) },
      ],
    })
  })

  test('refuses leftovers, a bad v and an empty blob, with the reason', async () => {
    const signature = await sign(0)
    expect(
      await verifySafeSignatures({ client, safe, hash, signatures: concat([signature, '0x00']) }),
    ).toMatchObject({
      ok: false,
      reason: 'Signatures of 66 bytes do not split into whole parts',
    })
    expect(
      await verifySafeSignatures({
        client,
        safe,
        hash,
        signatures: concat([slice(signature, 0, 64), '0x1d']),
      }),
    ).toEqual({ ok: false, reason: 'Signature v 29 is not valid' })
    expect(await verifySafeSignatures({ client, safe, hash, signatures: '0x' })).toEqual({
      ok: false,
      reason: 'No signature',
    })
  })

  test('verifies a batch, results in input order', async () => {
    const good = await sign(1)
    const results = await verifySafeSignaturesBatch(client, [
      { safe, hash, signatures: good },
      { safe, hash, signatures: concat([slice(good, 0, 64), '0x05']) },
    ])
    expect(results.map((result) => result.ok)).toEqual([true, false])
  })
})
