import { safeAbi } from '@coffer/safe'
import { type Address, decodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { applyOwnerCalls, planOwnerChanges } from './planOwnerChanges.ts'

const safe: Address = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
const a: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const b: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const c: Address = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const d: Address = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
const e: Address = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'

describe('planOwnerChanges', () => {
  it('swaps, then adds, then removes, then sets the threshold; applying the calls gives the target', () => {
    const current = { owners: [a, b, c], threshold: 2 }
    const cases = [
      { owners: [d], threshold: 1 },
      { owners: [a, d, e], threshold: 3 },
      { owners: [e, d, c, b, a], threshold: 4 },
      { owners: [b], threshold: 1 },
    ]
    for (const next of cases) {
      const plan = planOwnerChanges(safe, current, next)
      if (!plan.ok) throw new Error(plan.problem.code)
      const after = applyOwnerCalls(current, plan.calls)
      expect(new Set(after?.owners)).toEqual(new Set(next.owners))
      expect(after?.threshold).toBe(next.threshold)
      expect(plan.calls.every((call) => call.to === safe && call.operation === 0)).toBe(true)
    }
  })

  it('names the previous owner as the list is when each call runs', () => {
    const plan = planOwnerChanges(safe, { owners: [a, b, c], threshold: 1 }, { owners: [a], threshold: 1 })
    if (!plan.ok) throw new Error(plan.problem.code)
    expect(plan.calls.map((call) => decodeFunctionData({ abi: safeAbi, data: call.data }).args)).toEqual([
      [a, b, 1n],
      [a, c, 1n],
    ])
  })

  it('refuses what the Safe would refuse, and no change at all', () => {
    const current = { owners: [a, b], threshold: 1 }
    expect(planOwnerChanges(safe, current, { owners: [], threshold: 1 })).toEqual({
      ok: false,
      problem: { code: 'no_owners' },
    })
    expect(planOwnerChanges(safe, current, { owners: [safe], threshold: 1 })).toMatchObject({
      problem: { code: 'invalid_owner' },
    })
    expect(planOwnerChanges(safe, current, { owners: [a, a], threshold: 1 })).toMatchObject({
      problem: { code: 'duplicate_owner' },
    })
    expect(planOwnerChanges(safe, current, { owners: [a], threshold: 2 })).toMatchObject({
      problem: { code: 'threshold_out_of_range', max: 1 },
    })
    expect(planOwnerChanges(safe, current, current)).toEqual({ ok: false, problem: { code: 'unchanged' } })
  })
})
