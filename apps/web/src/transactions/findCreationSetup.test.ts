import { encodeSafeSetup, safeDeployments } from '@coffer/safe'
import { zeroAddress } from 'viem'
import { expect, it } from 'vitest'
import { findCreationSetup } from './findCreationSetup.ts'

const owners = [
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
] as const

it('reads owners, threshold and fallback handler from the setup call’s bytes', () => {
  expect(findCreationSetup(encodeSafeSetup({ owners, threshold: 2n }))).toEqual({
    owners,
    threshold: 2,
    fallbackHandler: safeDeployments.compatibilityFallbackHandler,
  })
  expect(findCreationSetup(encodeSafeSetup({ owners, threshold: 1n, fallbackHandler: zeroAddress }))).toEqual(
    {
      owners,
      threshold: 1,
      fallbackHandler: null,
    },
  )
})

it('finds nothing in data that is not a setup call', () => {
  for (const data of [null, undefined, '', '0x', '0x12345678', 'not hex'])
    expect(findCreationSetup(data)).toBeUndefined()
})
