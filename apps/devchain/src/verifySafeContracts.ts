import { type SafeDeploymentName, safeDeployments, safeDeploymentsVersion } from '@coffer/safe'
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
import { type Hex, keccak256 } from 'viem'
import type { DevchainClient } from './createDevchainClient.ts'
import { DevchainError } from './DevchainError.ts'

type Lookup = (filter: { version: string }) => SingletonDeployment | undefined

const registry = [
  ['safeL2', getSafeL2SingletonDeployment],
  ['safe', getSafeSingletonDeployment],
  ['safeProxyFactory', getProxyFactoryDeployment],
  ['compatibilityFallbackHandler', getCompatibilityFallbackHandlerDeployment],
  ['multiSend', getMultiSendDeployment],
  ['multiSendCallOnly', getMultiSendCallOnlyDeployment],
  ['signMessageLib', getSignMessageLibDeployment],
  ['createCall', getCreateCallDeployment],
  ['simulateTxAccessor', getSimulateTxAccessorDeployment],
] as const satisfies readonly (readonly [SafeDeploymentName, Lookup])[]

/** The code hash the official registry publishes for a canonical Safe 1.4.1 contract. */
export function getCanonicalCodeHash(name: SafeDeploymentName): Hex {
  const lookup = registry.find(([candidate]) => candidate === name)?.[1]
  const codeHash = lookup?.({ version: safeDeploymentsVersion })?.deployments.canonical?.codeHash
  if (codeHash === undefined || !/^0x[0-9a-f]{64}$/i.test(codeHash)) {
    throw new DevchainError(
      'ARTIFACT_INVALID',
      `@safe-global/safe-deployments has no canonical code hash for ${name}.`,
    )
  }
  return `0x${codeHash.slice(2)}`
}

/**
 * Checks that every canonical Safe 1.4.1 address holds exactly the audited runtime code (its
 * keccak256 equals the registry's code hash). Cheap: nine `eth_getCode` calls.
 */
export async function verifySafeContracts(client: DevchainClient): Promise<void> {
  for (const [name] of registry) {
    const address = safeDeployments[name]
    const expected = getCanonicalCodeHash(name)
    const code = await client.getCode({ address })
    const actual = code === undefined || code === '0x' ? undefined : keccak256(code)
    if (actual?.toLowerCase() !== expected.toLowerCase()) {
      throw new DevchainError(
        'SEED_FAILED',
        `Safe contract ${name} at ${address} does not have the canonical code.`,
        {
          metaMessages: [`Expected code hash: ${expected}`, `Actual code hash:   ${actual ?? '(no code)'}`],
        },
      )
    }
  }
}
