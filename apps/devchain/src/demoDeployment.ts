import { predictSafeAddress, safeAbi, safeDeployments } from '@coffer/safe'
import {
  type Address,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  parseEther,
  parseUnits,
  zeroAddress,
} from 'viem'
import { DEV_DEPLOYER_INDEX, DEV_OWNER_INDEXES, getDevAccount } from './devAccounts.ts'

/** What seeding puts on the local chain for people and tests to use. */
export type DemoDeployment = {
  /** SafeL2 1.4.1 proxy, 2-of-3, fallback handler = CompatibilityFallbackHandler. */
  safe: Address
  /** Dev accounts 1, 2, 3, in `getOwners()` order. */
  owners: Address[]
  threshold: number
  /** "Coffer Demo Token" (CDT, 18 decimals), ERC20PresetMinterPauser. */
  token: Address
  /** "Coffer Demo NFT" (CNFT), ERC721PresetMinterPauserAutoId. */
  nft: Address
}

export const DEMO_TOKEN = { name: 'Coffer Demo Token', symbol: 'CDT', decimals: 18 } as const

/** `.invalid` never resolves (RFC 2606): the metadata URI is well formed but points nowhere. */
export const DEMO_NFT = {
  name: 'Coffer Demo NFT',
  symbol: 'CNFT',
  baseUri: 'https://coffer-demo-nft.invalid/token/',
} as const

export const DEMO_SAFE_THRESHOLD = 2
export const DEMO_SAFE_SALT_NONCE = 0n

/** What the demo Safe holds right after seeding. */
export const DEMO_FUNDING = {
  ether: parseEther('10'),
  tokens: parseUnits('1000', DEMO_TOKEN.decimals),
  nftTokenId: 0n,
} as const

// The demo tokens are the first two transactions of dev account 0 on a fresh chain, so their
// addresses are the CREATE addresses of nonces 0 and 1 (the familiar 0x5FbDB… and 0xe7f1…).
export const DEMO_TOKEN_DEPLOY_NONCE = 0
export const DEMO_NFT_DEPLOY_NONCE = 1

/** The `setup(...)` call of the demo Safe. Changing anything here moves the demo Safe's address. */
export function getDemoSafeInitializer(): Hex {
  return encodeFunctionData({
    abi: safeAbi,
    functionName: 'setup',
    args: [
      getDemoSafeOwners(),
      BigInt(DEMO_SAFE_THRESHOLD),
      zeroAddress,
      '0x',
      safeDeployments.compatibilityFallbackHandler,
      zeroAddress,
      0n,
      zeroAddress,
    ],
  })
}

function getDemoSafeOwners(): Address[] {
  return DEV_OWNER_INDEXES.map((index) => getDevAccount(index).address)
}

/**
 * Every demo address, computed rather than read from the chain: the Safe is a CREATE2 proxy of the
 * canonical factory (chain-independent), the tokens are CREATE addresses of dev account 0. Seeding
 * checks that the contracts land exactly here; `demoDeployment.test.ts` pins the values.
 */
export function getDemoDeployment(): DemoDeployment {
  const deployer = getDevAccount(DEV_DEPLOYER_INDEX).address
  return {
    safe: predictSafeAddress({
      initializer: getDemoSafeInitializer(),
      saltNonce: DEMO_SAFE_SALT_NONCE,
      singleton: safeDeployments.safeL2,
      factory: safeDeployments.safeProxyFactory,
    }),
    owners: getDemoSafeOwners(),
    threshold: DEMO_SAFE_THRESHOLD,
    token: getContractAddress({ from: deployer, nonce: BigInt(DEMO_TOKEN_DEPLOY_NONCE) }),
    nft: getContractAddress({ from: deployer, nonce: BigInt(DEMO_NFT_DEPLOY_NONCE) }),
  }
}
