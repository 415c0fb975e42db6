import { expect, test } from 'vitest'
import { knownSingletons } from './knownSingletons.ts'
import { safeDeployments } from './safeDeployments.ts'

test('lists the L2 and L1 singletons of 1.4.1', () => {
  expect(knownSingletons).toEqual([
    { address: safeDeployments.safeL2, version: '1.4.1', l2: true },
    { address: safeDeployments.safe, version: '1.4.1', l2: false },
  ])
})
