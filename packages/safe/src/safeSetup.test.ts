import { encodeFunctionData, zeroAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { safeAbi } from './abis/safeAbi.ts'
import { safeDeployments } from './safeDeployments.ts'
import { decodeSafeSetup, encodeSafeSetup } from './safeSetup.ts'

const owners = [
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
] as const

describe('encodeSafeSetup', () => {
  test('is the full ABI’s setup call with no setup call, the canonical fallback handler and no payment', () => {
    expect(encodeSafeSetup({ owners, threshold: 2n })).toBe(
      encodeFunctionData({
        abi: safeAbi,
        functionName: 'setup',
        args: [
          owners,
          2n,
          zeroAddress,
          '0x',
          safeDeployments.compatibilityFallbackHandler,
          zeroAddress,
          0n,
          zeroAddress,
        ],
      }),
    )
  })

  test('reads back what it wrote, checksummed', () => {
    const initializer = encodeSafeSetup({
      owners: owners.map((owner) => owner.toLowerCase() as `0x${string}`),
      threshold: 1n,
      fallbackHandler: zeroAddress,
    })
    expect(decodeSafeSetup(initializer)).toEqual({
      owners,
      threshold: 1n,
      to: zeroAddress,
      data: '0x',
      fallbackHandler: zeroAddress,
      paymentToken: zeroAddress,
      payment: 0n,
      paymentReceiver: zeroAddress,
    })
  })

  test('refuses data that is not a setup call', () => {
    // viem's error, whose first line names the selector (the rest carries viem's version).
    expect(() => decodeSafeSetup('0x12345678')).toThrow(
      'Encoded function signature "0x12345678" not found on ABI.',
    )
  })
})
