import type { Address } from 'viem'

/**
 * Canonical addresses of the Safe 1.4.1 contracts: deployed through the Safe singleton factory with
 * a zero salt, so they are the same on every chain that has the factory (including our local chain).
 * Cross-checked against `@safe-global/safe-deployments` in `safeDeployments.test.ts`.
 */
export const safeDeployments = {
  safeL2: '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762',
  safe: '0x41675C099F32341bf84BFc5382aF534df5C7461a',
  safeProxyFactory: '0x4e1DCf7AD4e460CfD30791CCC4F9c8a4f820ec67',
  compatibilityFallbackHandler: '0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99',
  multiSend: '0x38869bf66a61cF6bDB996A6aE40D5853Fd43B526',
  multiSendCallOnly: '0x9641d764fc13c8B624c04430C7356C1C7C8102e2',
  signMessageLib: '0xd53cd0aB83D845Ac265BE939c57F53AD838012c9',
  createCall: '0x9b35Af71d77eaf8d7e40252370304687390A1A52',
  simulateTxAccessor: '0x3d4BA2E0884aa488718476ca2FB8Efc291A46199',
} as const satisfies Record<string, Address>

export type SafeDeploymentName = keyof typeof safeDeployments

/** The version every address in `safeDeployments` belongs to. */
export const safeDeploymentsVersion = '1.4.1'

/**
 * The Safe singleton factory (a CREATE2 deployer: calldata = salt ++ init code). Every canonical
 * address above is derived from it.
 */
export const safeSingletonFactoryAddress: Address = '0x914d7Fec6aaC8cd542e72Bca78B30650d45643d7'

/**
 * The Safe 1.3.0 libraries a Safe delegatecalls into (canonical addresses), for Safes created before
 * 1.4.1. Cross-checked against `@safe-global/safe-deployments` in `safeDeployments.test.ts`.
 */
export const safeDeployments130 = {
  multiSend: '0xA238CBeb142c10Ef7Ad8442C6D1f9E89e07e7761',
  multiSendCallOnly: '0x40A2aCCbd92BCA938b02010E17A5b8929b49130D',
  signMessageLib: '0xA65387F16B013cf2Af4605Ad8aA5ec25a2cbA3a2',
} as const satisfies Record<string, Address>
