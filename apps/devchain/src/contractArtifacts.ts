import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { getSingletonFactoryInfo } from '@safe-global/safe-singleton-factory'
import { type Hex, isHex } from 'viem'
import { z } from 'zod'
import { DevchainError } from './DevchainError.ts'

const require = createRequire(import.meta.url)

const HexSchema = z.custom<Hex>((value) => typeof value === 'string' && isHex(value, { strict: true }), {
  message: 'expected 0x-prefixed hex',
})
const AddressSchema = z.custom<Hex>(
  (value) => typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value),
  { message: 'expected an address' },
)
const HardhatArtifactSchema = z.object({ bytecode: HexSchema })
const ZodiacInitDataSchema = z.object({ salt: HexSchema, initCode: HexSchema })
const SingletonFactoryInfoSchema = z.object({
  gasPrice: z.number(),
  gasLimit: z.number(),
  signerAddress: AddressSchema,
  transaction: HexSchema,
  address: AddressSchema,
})

/** Node packages are a boundary too: parse what we load instead of trusting its shape. */
function parseArtifact<T>(schema: z.ZodType<T>, value: unknown, source: string): T {
  const result = schema.safeParse(value)
  if (!result.success) {
    throw new DevchainError('ARTIFACT_INVALID', `Unexpected build artifact ${source}.`, {
      cause: result.error,
      details: z.prettifyError(result.error),
    })
  }
  return result.data
}

function loadHardhatBytecode(specifier: string): Hex {
  return parseArtifact(HardhatArtifactSchema, require(specifier), specifier).bytecode
}

const safeArtifactPaths = {
  safeL2: 'SafeL2.sol/SafeL2.json',
  safe: 'Safe.sol/Safe.json',
  safeProxyFactory: 'proxies/SafeProxyFactory.sol/SafeProxyFactory.json',
  compatibilityFallbackHandler: 'handler/CompatibilityFallbackHandler.sol/CompatibilityFallbackHandler.json',
  multiSend: 'libraries/MultiSend.sol/MultiSend.json',
  multiSendCallOnly: 'libraries/MultiSendCallOnly.sol/MultiSendCallOnly.json',
  signMessageLib: 'libraries/SignMessageLib.sol/SignMessageLib.json',
  createCall: 'libraries/CreateCall.sol/CreateCall.json',
  simulateTxAccessor: 'accessors/SimulateTxAccessor.sol/SimulateTxAccessor.json',
} as const

export type SafeContractName = keyof typeof safeArtifactPaths

/** Creation code of a Safe 1.4.1 contract (solc 0.7.6, no PUSH0): what the canonical addresses hash. */
export function getSafeContractBytecode(name: SafeContractName): Hex {
  return loadHardhatBytecode(
    `@safe-global/safe-contracts/build/artifacts/contracts/${safeArtifactPaths[name]}`,
  )
}

/** Creation code of an OpenZeppelin 4.9.6 preset (5.x no longer ships deployable presets). */
export function getOpenZeppelinBytecode(
  name: 'ERC20PresetMinterPauser' | 'ERC721PresetMinterPauserAutoId',
): Hex {
  return loadHardhatBytecode(`@openzeppelin/contracts/build/contracts/${name}.json`)
}

/**
 * Init code and salt with which Zodiac deploys a contract through the EIP-2470 factory, giving the
 * canonical address. The package only exports its ethers-based entry point, so the CommonJS
 * data module is loaded by path.
 */
export function getZodiacInitData(name: 'Delay' | 'ModuleProxyFactory'): { salt: Hex; initCode: Hex } {
  const entry = require.resolve('@gnosis.pm/zodiac')
  const path = join(dirname(entry), 'initData', `${name}.js`)
  return parseArtifact(ZodiacInitDataSchema, require(path), path)
}

export type SingletonFactoryDeployment = z.infer<typeof SingletonFactoryInfoSchema>

/** The presigned deployment of the Safe singleton factory for `chainId`, if Safe published one. */
export function findSafeSingletonFactoryDeployment(chainId: number): SingletonFactoryDeployment | undefined {
  const info: unknown = getSingletonFactoryInfo(chainId)
  if (info === undefined) return undefined
  return parseArtifact(
    SingletonFactoryInfoSchema,
    info,
    `@safe-global/safe-singleton-factory (chain ${chainId})`,
  )
}
