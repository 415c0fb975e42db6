import {
  compatibilityFallbackHandlerAbi,
  getSafeTxHashPreimage,
  getSafeTxTypedData,
  hashSafeTx,
  legacyIsValidSignatureAbi,
  safeAbi,
} from '@coffer/safe'
import {
  type Address,
  concat,
  createPublicClient,
  custom,
  decodeFunctionData,
  encodeAbiParameters,
  type Hex,
  http,
  isHex,
  numberToHex,
  pad,
  slice,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { approvedHashSignature, contractSignature } from '../modules/proposals/testing/proposalFixtures.ts'
import { verifySafeSignatures, verifySafeSignaturesBatch } from './verifySafeSignatures.ts'

// ECDSA parts never touch the chain: a client whose node does not exist (port 9) proves it.
const client = createPublicClient({ transport: http('http://127.0.0.1:9', { retryCount: 0 }) })
const safe = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
const owners = [
  privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'),
  privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a'),
] as const
const ownerContract: Address = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
const approver: Address = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const stranger: Address = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
const signers = [owners[0].address, owners[1].address, ownerContract, approver]
const tx = { to: safe, value: 1n, nonce: 0n } as const
const hash = hashSafeTx({ chainId: 31337, safe, tx })
const preimage = getSafeTxHashPreimage({ chainId: 31337, safe, tx })
const sign = (index: 0 | 1) => owners[index].signTypedData(getSafeTxTypedData({ chainId: 31337, safe, tx }))
const base = { safe, version: '1.4.1', hash, preimage, signers } as const

const EthCallSchema = z.object({
  method: z.literal('eth_call'),
  params: z.tuple([z.object({ to: z.string(), data: z.string().refine(isHex) })], z.unknown()),
})
const callAbi = [...safeAbi, ...legacyIsValidSignatureAbi]

/**
 * A node faking the chain's answers, recording every eth_call: `approvedHashes` is 1 for the approvers
 * given, a contract owner answers both EIP-1271 forms with their magic value.
 */
function recordingNode({ approvers = [] }: { approvers?: readonly Address[] } = {}) {
  const calls: { to: string; functionName: string; args: readonly unknown[] }[] = []
  const node = createPublicClient({
    transport: custom({
      async request(request) {
        const {
          params: [{ to, data }],
        } = EthCallSchema.parse(request)
        const current = data.startsWith('0x1626ba7e')
        const { functionName, args = [] } = current
          ? decodeFunctionData({ abi: compatibilityFallbackHandlerAbi, data })
          : decodeFunctionData({ abi: callAbi, data })
        calls.push({ to, functionName, args })
        if (functionName === 'approvedHashes') {
          const approved = approvers.some(
            (address) => address.toLowerCase() === String(args[0]).toLowerCase(),
          )
          return encodeAbiParameters([{ type: 'uint256' }], [approved ? 1n : 0n])
        }
        return encodeAbiParameters([{ type: 'bytes4' }], [current ? '0x1626ba7e' : '0x20c13b0b'])
      },
    }),
  })
  return { node, calls }
}

/** A v = 0 part whose offset, length word and data are given as they are, valid or not. */
function rawContractPart({ offset, length, data = '0x' }: { offset: bigint; length: bigint; data?: Hex }) {
  return concat([pad(ownerContract), pad(numberToHex(offset)), '0x00', pad(numberToHex(length)), data])
}

describe('verifySafeSignatures', () => {
  test('recovers every EOA part in order', async () => {
    const signatures = concat([await sign(0), await sign(1)])
    expect(await verifySafeSignatures({ client, ...base, signatures })).toEqual({
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
      await verifySafeSignatures({ client, ...base, signatures: concat([signature, '0x00']) }),
    ).toMatchObject({
      ok: false,
      reason: 'Signatures of 66 bytes do not split into whole parts',
    })
    expect(
      await verifySafeSignatures({
        client,
        ...base,
        signatures: concat([slice(signature, 0, 64), '0x1d']),
      }),
    ).toMatchObject({ ok: false, reason: 'Signature v 29 is not valid' })
    expect(await verifySafeSignatures({ client, ...base, signatures: '0x' })).toMatchObject({
      ok: false,
      reason: 'No signature',
    })
  })

  test('verifies a batch, results in input order', async () => {
    const good = await sign(1)
    const results = await verifySafeSignaturesBatch(client, [
      { ...base, signatures: good },
      { ...base, signatures: concat([slice(good, 0, 64), '0x05']) },
    ])
    expect(results.map((result) => result.ok)).toEqual([true, false])
  })

  test('asks a contract owner of a Safe before 1.5.0 the legacy isValidSignature(preimage, data)', async () => {
    const { node, calls } = recordingNode()
    const signatures = contractSignature(ownerContract, '0xc0ffee')
    expect(await verifySafeSignatures({ client: node, ...base, signatures })).toMatchObject({
      ok: true,
      signatures: [{ owner: ownerContract, type: 'CONTRACT_SIGNATURE', signature: signatures }],
    })
    expect(calls).toEqual([
      { to: ownerContract, functionName: 'isValidSignature', args: [preimage, '0xc0ffee'] },
    ])
  })

  test('asks a contract owner of a Safe 1.5.0 isValidSignature(hash, data)', async () => {
    const { node, calls } = recordingNode()
    const signatures = contractSignature(ownerContract, '0xc0ffee')
    expect(await verifySafeSignatures({ client: node, ...base, version: '1.5.0', signatures })).toMatchObject(
      {
        ok: true,
      },
    )
    expect(calls).toEqual([{ to: ownerContract, functionName: 'isValidSignature', args: [hash, '0xc0ffee'] }])
  })

  // A contract owner that approved the hash itself (approveHash, SignMessageLib) answers for no bytes.
  test('asks a contract owner about empty signature data, as the Safe contract does', async () => {
    const { node, calls } = recordingNode()
    const signatures = contractSignature(ownerContract, '0x')
    expect(await verifySafeSignatures({ client: node, ...base, signatures })).toMatchObject({
      ok: true,
      signatures: [{ owner: ownerContract, type: 'CONTRACT_SIGNATURE', signature: signatures }],
    })
    expect(calls).toEqual([{ to: ownerContract, functionName: 'isValidSignature', args: [preimage, '0x'] }])
  })

  const malformed: { name: string; signatures: Hex; reason: string }[] = [
    {
      name: 'an offset inside the static part (GS021)',
      // s = 32 points at the s word itself, read as a length of 32 that ends within the blob.
      signatures: concat([pad(ownerContract), pad(numberToHex(32)), '0x00', pad('0x', { size: 31 })]),
      reason: `The contract signature of ${ownerContract} starts inside the 65-byte signatures`,
    },
    {
      name: 'an offset past the end (GS022)',
      signatures: rawContractPart({ offset: 200n, length: 0n }),
      reason: 'Contract signature offset out of range',
    },
    {
      name: 'a length past the end (GS023)',
      signatures: rawContractPart({ offset: 65n, length: 2n, data: '0x01' }),
      reason: 'Contract signature out of range',
    },
    {
      name: 'a length of 2^256 - 1',
      signatures: rawContractPart({ offset: 65n, length: 2n ** 256n - 1n }),
      reason: 'Contract signature out of range',
    },
    {
      name: 'an offset of 2^255',
      signatures: rawContractPart({ offset: 2n ** 255n, length: 0n }),
      reason: 'Contract signature offset out of range',
    },
    {
      name: 'data after the contract signature',
      signatures: concat([contractSignature(ownerContract, '0x'), '0x00']),
      reason: 'Signatures of 98 bytes do not split into whole parts',
    },
  ]
  test.each(malformed)(
    'refuses $name with its reason, asking the chain nothing',
    async ({ signatures, reason }) => {
      const { node, calls } = recordingNode()
      expect(await verifySafeSignatures({ client: node, ...base, signatures })).toEqual({
        ok: false,
        kind: 'invalid',
        reason,
      })
      expect(calls).toEqual([])
    },
  )

  test('refuses more parts than signers allowed before asking the chain anything', async () => {
    const { node, calls } = recordingNode({ approvers: [approver] })
    const signatures = concat(Array.from({ length: 8000 }, () => approvedHashSignature(approver)))
    expect(await verifySafeSignatures({ client: node, ...base, maxParts: 3, signatures })).toEqual({
      ok: false,
      kind: 'tooManyParts',
      reason: '8000 signatures, at most 3 accepted',
    })
    expect(calls).toEqual([])
  })

  test('verifies in order and stops at the first failure', async () => {
    const { node, calls } = recordingNode({ approvers: [approver] })
    const signatures = concat([approvedHashSignature(ownerContract), approvedHashSignature(approver)])
    expect(await verifySafeSignatures({ client: node, ...base, signatures })).toEqual({
      ok: false,
      kind: 'invalid',
      reason: `${ownerContract} has not approved ${hash} on chain`,
    })
    expect(calls.map(({ args }) => args[0])).toEqual([ownerContract])
  })

  test('refuses a part by someone who may not sign, and a second part by the same signer, without a call', async () => {
    const { node, calls } = recordingNode({ approvers: [approver, stranger] })
    expect(
      await verifySafeSignatures({ client: node, ...base, signatures: approvedHashSignature(stranger) }),
    ).toEqual({ ok: false, kind: 'invalid', reason: `${stranger} may not sign for ${safe}` })
    const twice = concat([approvedHashSignature(approver), approvedHashSignature(approver)])
    expect(await verifySafeSignatures({ client: node, ...base, signatures: twice })).toEqual({
      ok: false,
      kind: 'invalid',
      reason: `${approver} signed more than once`,
    })
    expect(calls).toHaveLength(1)
    const strangerSigned = await privateKeyToAccount(
      '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
    ).signTypedData(getSafeTxTypedData({ chainId: 31337, safe, tx }))
    expect(await verifySafeSignatures({ client, ...base, signatures: strangerSigned })).toMatchObject({
      ok: false,
      reason: `${stranger} may not sign for ${safe}`,
    })
  })
})
