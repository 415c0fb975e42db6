import { decodeFunctionData, parseAbi, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  buildOwnerChangeDraft,
  findPrevOwner,
  type SafeOwners,
  sentinelOwner,
} from './buildOwnerChangeDraft.ts'
import { ownerChangeErrorMessage } from './ownerChangeErrorMessage.ts'

const [a, b, c, d] = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
] as const
const safe: SafeOwners = {
  safe: '0x399c61b017A871181d8B6C418c93a8bB361E3Db8',
  owners: [a, b, c],
  threshold: 2,
}

const abi = parseAbi([
  'function addOwnerWithThreshold(address owner, uint256 _threshold)',
  'function removeOwner(address prevOwner, address owner, uint256 _threshold)',
  'function swapOwner(address prevOwner, address oldOwner, address newOwner)',
  'function changeThreshold(uint256 _threshold)',
])

function decoded(result: ReturnType<typeof buildOwnerChangeDraft>) {
  if (!result.ok) throw new Error(`expected a draft, got ${result.error.code}`)
  expect(result.draft).toMatchObject({ to: safe.safe, value: 0n, operation: 0 })
  const { functionName, args } = decodeFunctionData({ abi, data: result.draft.data })
  return { functionName, args }
}

describe('findPrevOwner', () => {
  it('is the sentinel for the first owner and the one before for the others', () => {
    expect(findPrevOwner(safe.owners, a)).toBe(sentinelOwner)
    expect(findPrevOwner(safe.owners, c)).toBe(b)
    expect(findPrevOwner(safe.owners, d)).toBeUndefined()
  })
})

describe('buildOwnerChangeDraft', () => {
  it('adds an owner with a new threshold', () => {
    expect(decoded(buildOwnerChangeDraft(safe, { kind: 'add', owner: d, threshold: 3 }))).toEqual({
      functionName: 'addOwnerWithThreshold',
      args: [d, 3n],
    })
  })
  it('removes an owner naming the previous one in the linked list', () => {
    expect(decoded(buildOwnerChangeDraft(safe, { kind: 'remove', owner: a, threshold: 2 }))).toEqual({
      functionName: 'removeOwner',
      args: [sentinelOwner, a, 2n],
    })
    expect(decoded(buildOwnerChangeDraft(safe, { kind: 'remove', owner: c, threshold: 1 }))).toEqual({
      functionName: 'removeOwner',
      args: [b, c, 1n],
    })
  })
  it('swaps an owner', () => {
    expect(decoded(buildOwnerChangeDraft(safe, { kind: 'swap', oldOwner: b, newOwner: d }))).toEqual({
      functionName: 'swapOwner',
      args: [a, b, d],
    })
  })
  it('changes the threshold', () => {
    expect(decoded(buildOwnerChangeDraft(safe, { kind: 'threshold', threshold: 3 }))).toEqual({
      functionName: 'changeThreshold',
      args: [3n],
    })
  })

  const refusals: [string, Parameters<typeof buildOwnerChangeDraft>[1], string][] = [
    ['an existing owner', { kind: 'add', owner: b, threshold: 2 }, 'This address is already an owner'],
    [
      'the zero address',
      { kind: 'add', owner: zeroAddress, threshold: 2 },
      'The zero address cannot be an owner',
    ],
    ['the sentinel', { kind: 'swap', oldOwner: a, newOwner: sentinelOwner }, '0x…0001 marks the start'],
    ['the Safe itself', { kind: 'add', owner: safe.safe, threshold: 1 }, 'The Safe cannot be its own owner'],
    [
      'a threshold above the owners',
      { kind: 'add', owner: d, threshold: 5 },
      'Choose a threshold from 1 to 4',
    ],
    ['a threshold of 0', { kind: 'threshold', threshold: 0 }, 'Choose a threshold from 1 to 3'],
    ['the same threshold', { kind: 'threshold', threshold: 2 }, 'That is the current threshold'],
    ['swapping a non-owner', { kind: 'swap', oldOwner: d, newOwner: a }, 'That address is not an owner'],
  ]
  it.each(refusals)('refuses %s in words', (_, change, message) => {
    const result = buildOwnerChangeDraft(safe, change)
    if (result.ok) throw new Error('expected a refusal')
    expect(ownerChangeErrorMessage(result.error)).toContain(message)
  })

  it('suggests lowering the threshold when a removal leaves too few owners', () => {
    const twoOfTwo: SafeOwners = { ...safe, owners: [a, b], threshold: 2 }
    const result = buildOwnerChangeDraft(twoOfTwo, { kind: 'remove', owner: b, threshold: 2 })
    expect(result).toEqual({ ok: false, error: { code: 'below_threshold', owners: 1, suggested: 1 } })
    if (result.ok) return
    expect(ownerChangeErrorMessage(result.error)).toBe(
      'The threshold is more than the 1 owner(s) left after this removal: lower it to 1 or less',
    )
    expect(
      buildOwnerChangeDraft(
        { ...safe, owners: [a], threshold: 1 },
        { kind: 'remove', owner: a, threshold: 1 },
      ),
    ).toEqual({
      ok: false,
      error: { code: 'last_owner' },
    })
  })
})
