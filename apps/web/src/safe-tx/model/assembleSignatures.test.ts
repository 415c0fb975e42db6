import { recoverSafeSignatureOwner, splitSafeSignatures } from '@coffer/safe'
import { type Address, hexToBigInt, size } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import {
  assembleExecutionSignatures,
  preValidatedSignature,
  toSafeEthSignSignature,
} from './assembleSignatures.ts'
import { ownerKeys, testSafeTxHash } from './testSafeTx.ts'

const accounts = ownerKeys.map((key) => privateKeyToAccount(key))
const owners = accounts.map((account) => account.address)

async function signed(index: number) {
  const account = accounts[index]
  if (!account) throw new Error('no such test account')
  return { owner: account.address, signature: await account.sign({ hash: testSafeTxHash }) }
}

function ownersIn(signatures: `0x${string}`): Promise<Address[]> {
  return Promise.all(
    splitSafeSignatures(signatures).map((part) => recoverSafeSignatureOwner(part, testSafeTxHash)),
  )
}

const ascending = (addresses: readonly Address[]) =>
  [...addresses].sort((a, b) => (hexToBigInt(a) < hexToBigInt(b) ? -1 : 1))

describe('assembleExecutionSignatures', () => {
  it('sorts the confirmations by owner address, as the Safe requires', async () => {
    const confirmations = [await signed(0), await signed(1), await signed(2)]
    const result = assembleExecutionSignatures({ confirmations, threshold: 3, owners, executor: undefined })
    if (!result.ok) throw new Error('expected signatures')
    expect(await ownersIn(result.signatures)).toEqual(ascending(owners))
    expect(result.usesExecutorApproval).toBe(false)
  })

  it("completes the threshold with the executing owner's pre-validated approval", async () => {
    const executor = owners[2]
    const result = assembleExecutionSignatures({
      confirmations: [await signed(0)],
      threshold: 2,
      owners,
      executor,
    })
    if (!result.ok) throw new Error('expected signatures')
    expect(result.usesExecutorApproval).toBe(true)
    const parts = splitSafeSignatures(result.signatures)
    expect(parts.map((part) => part.type).sort()).toEqual(['APPROVED_HASH', 'EOA'])
    expect(await ownersIn(result.signatures)).toEqual(ascending([owners[0] ?? '0x', executor ?? '0x']))
  })

  it('says how many are missing when even the executor cannot complete it', async () => {
    expect(
      assembleExecutionSignatures({
        confirmations: [await signed(0)],
        threshold: 3,
        owners,
        executor: owners[1],
      }),
    ).toEqual({ ok: false, missing: 1 })
  })

  it('leaves out confirmations of addresses that are not owners and extra ones beyond the threshold', async () => {
    const stranger = privateKeyToAccount(`0x${'11'.repeat(32)}`)
    const confirmations = [
      { owner: stranger.address, signature: await stranger.sign({ hash: testSafeTxHash }) },
      await signed(0),
      await signed(1),
    ]
    const result = assembleExecutionSignatures({ confirmations, threshold: 1, owners, executor: undefined })
    if (!result.ok) throw new Error('expected signatures')
    expect(size(result.signatures)).toBe(65)
    expect(owners).toContain((await ownersIn(result.signatures))[0])
  })
})

describe('preValidatedSignature', () => {
  it('names the owner in r with v = 1', () => {
    const [part] = splitSafeSignatures(preValidatedSignature(owners[0] ?? '0x'))
    expect(part).toMatchObject({ type: 'APPROVED_HASH', owner: owners[0], v: 1 })
  })
})

describe('toSafeEthSignSignature', () => {
  it('adds 4 to v so the Safe checks it against the EIP-191 hash', async () => {
    const account = accounts[0]
    if (!account) throw new Error('no account')
    const signature = toSafeEthSignSignature(await account.signMessage({ message: { raw: testSafeTxHash } }))
    const [part] = splitSafeSignatures(signature)
    if (!part) throw new Error('no part')
    expect(part.type).toBe('ETH_SIGN')
    expect(part.v === 31 || part.v === 32).toBe(true)
    expect(await recoverSafeSignatureOwner(part, testSafeTxHash)).toBe(account.address)
  })
})
