import {
  getCompatibilityFallbackHandlerDeployment,
  getCreateCallDeployment,
  getMultiSendCallOnlyDeployment,
  getMultiSendDeployment,
  getProxyFactoryDeployment,
  getSafeL2SingletonDeployment,
  getSafeSingletonDeployment,
  getSignMessageLibDeployment,
  getSimulateTxAccessorDeployment,
  type SingletonDeployment,
} from '@safe-global/safe-deployments'
import { describe, expect, test } from 'vitest'
import {
  type SafeDeploymentName,
  safeDeployments,
  safeDeployments130,
  safeDeploymentsVersion,
} from './safeDeployments.ts'

// The official registry is the source of truth; our constants must never drift from it.
const cases = [
  ['safeL2', safeDeployments.safeL2, getSafeL2SingletonDeployment],
  ['safe', safeDeployments.safe, getSafeSingletonDeployment],
  ['safeProxyFactory', safeDeployments.safeProxyFactory, getProxyFactoryDeployment],
  [
    'compatibilityFallbackHandler',
    safeDeployments.compatibilityFallbackHandler,
    getCompatibilityFallbackHandlerDeployment,
  ],
  ['multiSend', safeDeployments.multiSend, getMultiSendDeployment],
  ['multiSendCallOnly', safeDeployments.multiSendCallOnly, getMultiSendCallOnlyDeployment],
  ['signMessageLib', safeDeployments.signMessageLib, getSignMessageLibDeployment],
  ['createCall', safeDeployments.createCall, getCreateCallDeployment],
  ['simulateTxAccessor', safeDeployments.simulateTxAccessor, getSimulateTxAccessorDeployment],
] as const satisfies readonly (readonly [
  SafeDeploymentName,
  string,
  (filter: { version: string }) => SingletonDeployment | undefined,
])[]

describe('safeDeployments', () => {
  test.each(cases)('%s matches the canonical 1.4.1 address', (_name, address, lookup) => {
    const deployment = lookup({ version: safeDeploymentsVersion })
    expect(deployment?.deployments.canonical?.address).toBe(address)
  })

  test('checks every contract', () => {
    expect(cases.map(([name]) => name).sort()).toEqual(Object.keys(safeDeployments).sort())
  })
})

describe('safeDeployments130', () => {
  test.each([
    ['multiSend', safeDeployments130.multiSend, getMultiSendDeployment],
    ['multiSendCallOnly', safeDeployments130.multiSendCallOnly, getMultiSendCallOnlyDeployment],
    ['signMessageLib', safeDeployments130.signMessageLib, getSignMessageLibDeployment],
  ] as const)('%s matches the canonical 1.3.0 address', (_name, address, lookup) => {
    expect(lookup({ version: '1.3.0' })?.deployments.canonical?.address).toBe(address)
  })
})
