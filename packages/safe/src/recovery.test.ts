import { type Address, decodeFunctionData } from 'viem'
import { describe, expect, test } from 'vitest'
import { delayModifierAbi } from './abis/delayModifierAbi.ts'
import {
  buildRecoveryEditCalls,
  checkRecoverySettings,
  isDelayModuleProxyCode,
  type RecoverySettings,
  sentinelModule,
} from './recovery.ts'
import { zodiacDeployments } from './zodiacDeployments.ts'

const safe = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
const delayModule = '0x2F3c9D32E1AB4b2c9Ffd3A77e0aF6D3Bb8f3C1e4'
const a: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const b: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const c: Address = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

describe('checkRecoverySettings', () => {
  test('refuses what the Delay would refuse, in order', () => {
    const ok: RecoverySettings = { recoverers: [a], cooldown: 0n, expiration: 0n }
    expect(checkRecoverySettings(safe, ok)).toBeUndefined()
    expect(checkRecoverySettings(safe, { ...ok, recoverers: [] })).toEqual({ code: 'no_recoverer' })
    expect(checkRecoverySettings(safe, { ...ok, recoverers: [sentinelModule] })).toEqual({
      code: 'invalid_recoverer',
      recoverer: sentinelModule,
    })
    expect(checkRecoverySettings(safe, { ...ok, recoverers: [safe] })).toEqual({ code: 'recoverer_is_safe' })
    expect(
      checkRecoverySettings(safe, { ...ok, recoverers: [a, `0x${a.slice(2).toLowerCase()}`] }),
    ).toMatchObject({
      code: 'duplicate_recoverer',
    })
    expect(checkRecoverySettings(safe, { ...ok, expiration: 59n })).toEqual({ code: 'expiration_too_short' })
    expect(checkRecoverySettings(safe, { ...ok, expiration: 60n })).toBeUndefined()
  })
})

describe('buildRecoveryEditCalls', () => {
  const decode = (data: `0x${string}`) => decodeFunctionData({ abi: delayModifierAbi, data })

  test('names each removed module after the one before it, once the earlier removals are done', () => {
    // The Delay lists a, b, c head first; removing a and b leaves the sentinel before each in turn.
    const calls = buildRecoveryEditCalls({
      delayModule,
      current: { recoverers: [a, b, c], cooldown: 1n, expiration: 0n },
      next: { recoverers: [c], cooldown: 1n, expiration: 0n },
    })
    expect(calls.map((call) => decode(call.data))).toEqual([
      { functionName: 'disableModule', args: [sentinelModule, a] },
      { functionName: 'disableModule', args: [sentinelModule, b] },
    ])
    expect(calls.every((call) => call.to === delayModule && call.operation === 0)).toBe(true)
  })

  test('adds before it removes, and changes only the periods that changed', () => {
    const calls = buildRecoveryEditCalls({
      delayModule,
      current: { recoverers: [a], cooldown: 1n, expiration: 0n },
      next: { recoverers: [b], cooldown: 1n, expiration: 120n },
    })
    expect(calls.map((call) => decode(call.data))).toEqual([
      { functionName: 'enableModule', args: [b] },
      { functionName: 'disableModule', args: [b, a] },
      { functionName: 'setTxExpiration', args: [120n] },
    ])
  })
})

test('isDelayModuleProxyCode recognises only a proxy of the Delay mastercopy', () => {
  const proxy =
    `0x363d3d373d3d3d363d73${zodiacDeployments.delayMastercopy.slice(2)}5af43d82803e903d91602b57fd5bf3` as const
  expect(isDelayModuleProxyCode(proxy)).toBe(true)
  expect(isDelayModuleProxyCode(proxy.toLowerCase() as `0x${string}`)).toBe(true)
  expect(isDelayModuleProxyCode(proxy.replace('363d3d37', '363d3d38') as `0x${string}`)).toBe(false)
  expect(isDelayModuleProxyCode(undefined)).toBe(false)
})
