import {
  safeDeployments,
  safeProxyFactoryAbi,
  safeSingletonFactoryAddress,
  zodiacDeployments,
} from '@coffer/safe'
import { type Address, encodeDeployData, erc20Abi, erc721Abi } from 'viem'
import { confirmSeedTransaction } from './confirmSeedTransaction.ts'
import {
  findSafeSingletonFactoryDeployment,
  getOpenZeppelinBytecode,
  getSafeContractBytecode,
  getZodiacInitData,
  type SafeContractName,
} from './contractArtifacts.ts'
import type { DevchainClient } from './createDevchainClient.ts'
import { DevchainError } from './DevchainError.ts'
import { demoNftAbi, demoTokenAbi } from './demoContractAbis.ts'
import {
  DEMO_FUNDING,
  DEMO_NFT,
  DEMO_NFT_DEPLOY_NONCE,
  DEMO_SAFE_SALT_NONCE,
  DEMO_TOKEN,
  DEMO_TOKEN_DEPLOY_NONCE,
  type DemoDeployment,
  getDemoDeployment,
  getDemoSafeInitializer,
} from './demoDeployment.ts'
import { deployDeterministic } from './deployDeterministic.ts'
import { deployPresignedFactory } from './deployPresignedFactory.ts'
import { eip2470Factory } from './eip2470Factory.ts'
import { hasCode } from './hasCode.ts'
import { verifySafeContracts } from './verifySafeContracts.ts'

export type SeedDevchainParameters = { log?: (line: string) => void }

export type SeedDevchainReturnType = {
  demo: DemoDeployment
  /** false when the chain already held the demo Safe (a restart) and nothing was sent. */
  seeded: boolean
}

// Deployment order of the canonical Safe contracts; each lands at its own CREATE2 address.
const safeContractNames: readonly SafeContractName[] = [
  'safeL2',
  'safe',
  'safeProxyFactory',
  'compatibilityFallbackHandler',
  'multiSend',
  'multiSendCallOnly',
  'signMessageLib',
  'createCall',
  'simulateTxAccessor',
]

// The Safe factory's published transaction for 31337 doubles as the source of its runtime code on
// chains Safe never presigned for.
const FALLBACK_FACTORY_CHAIN_ID = 31337

/**
 * Puts the canonical Safe 1.4.1 contracts, Zodiac's ModuleProxyFactory and Delay mastercopy, the
 * demo tokens and the funded demo Safe on a fresh chain. Every transaction comes from dev account
 * 0. Idempotent: a chain whose demo Safe already has code is left untouched (restarts keep whatever
 * people did with it), and each deployment step skips code that already exists. anvil only writes
 * its state file on exit, so the one gap (stopped between creating and funding the Safe) needs a
 * stop in the middle of a ~0.5 s seed.
 */
export async function seedDevchain(
  client: DevchainClient,
  { log = () => {} }: SeedDevchainParameters = {},
): Promise<SeedDevchainReturnType> {
  const demo = getDemoDeployment()
  if (await hasCode(client, demo.safe)) return { demo, seeded: false }

  // First, so they take dev account 0's nonces 0 and 1 and land at their fixed addresses.
  await ensureDemoTokens(client, demo)

  const chainId = client.chain.id
  const presigned = findSafeSingletonFactoryDeployment(chainId)
  const factoryDeployment = presigned ?? findSafeSingletonFactoryDeployment(FALLBACK_FACTORY_CHAIN_ID)
  if (factoryDeployment === undefined) {
    throw new DevchainError(
      'ARTIFACT_INVALID',
      '@safe-global/safe-singleton-factory has no deployment for 31337.',
    )
  }
  await deployPresignedFactory(client, {
    address: safeSingletonFactoryAddress,
    transaction: factoryDeployment.transaction,
    broadcast: presigned !== undefined,
  })

  for (const name of safeContractNames) {
    const address = await deployDeterministic(client, {
      factory: 'safe',
      initCode: getSafeContractBytecode(name),
      name: `Safe ${name}`,
    })
    assertCanonical(name, address, safeDeployments[name])
  }
  await verifySafeContracts(client)
  log(`devchain: Safe 1.4.1 contracts deployed (SafeL2 ${safeDeployments.safeL2})`)

  await deployPresignedFactory(client, {
    address: eip2470Factory.address,
    transaction: eip2470Factory.deploymentTransaction,
    broadcast: true,
  })
  const moduleProxyFactory = getZodiacInitData('ModuleProxyFactory')
  assertCanonical(
    'Zodiac ModuleProxyFactory',
    await deployDeterministic(client, {
      factory: 'eip2470',
      ...moduleProxyFactory,
      name: 'Zodiac ModuleProxyFactory',
    }),
    zodiacDeployments.moduleProxyFactory,
  )
  const delay = getZodiacInitData('Delay')
  assertCanonical(
    'Zodiac Delay mastercopy',
    await deployDeterministic(client, { factory: 'eip2470', ...delay, name: 'Zodiac Delay mastercopy' }),
    zodiacDeployments.delayMastercopy,
  )

  // The Safe exists before it is funded so its funding shows up as incoming transfers after its
  // creation block (SafeReceived, Transfer), the way a real Safe's history starts.
  const createHash = await client.writeContract({
    address: safeDeployments.safeProxyFactory,
    abi: safeProxyFactoryAbi,
    functionName: 'createProxyWithNonce',
    args: [safeDeployments.safeL2, getDemoSafeInitializer(), DEMO_SAFE_SALT_NONCE],
  })
  await confirmSeedTransaction(client, createHash, 'create the demo Safe')
  if (!(await hasCode(client, demo.safe))) {
    throw new DevchainError('SEED_FAILED', `The demo Safe did not land at ${demo.safe}.`)
  }
  await fundDemoSafe(client, demo)
  log(`devchain: demo Safe ${demo.safe} (2 of 3) funded with 10 ETH, 1000 CDT and CNFT #0`)
  return { demo, seeded: true }
}

async function ensureDemoTokens(client: DevchainClient, demo: DemoDeployment): Promise<void> {
  await ensureCreateDeployment(client, {
    address: demo.token,
    nonce: DEMO_TOKEN_DEPLOY_NONCE,
    name: 'demo ERC-20',
    data: encodeDeployData({
      abi: demoTokenAbi,
      bytecode: getOpenZeppelinBytecode('ERC20PresetMinterPauser'),
      args: [DEMO_TOKEN.name, DEMO_TOKEN.symbol],
    }),
  })
  await ensureCreateDeployment(client, {
    address: demo.nft,
    nonce: DEMO_NFT_DEPLOY_NONCE,
    name: 'demo ERC-721',
    data: encodeDeployData({
      abi: demoNftAbi,
      bytecode: getOpenZeppelinBytecode('ERC721PresetMinterPauserAutoId'),
      args: [DEMO_NFT.name, DEMO_NFT.symbol, DEMO_NFT.baseUri],
    }),
  })
}

async function ensureCreateDeployment(
  client: DevchainClient,
  { address, nonce, name, data }: { address: Address; nonce: number; name: string; data: `0x${string}` },
): Promise<void> {
  if (await hasCode(client, address)) return
  const current = await client.getTransactionCount({ address: client.account.address })
  if (current !== nonce) {
    throw new DevchainError('SEED_FAILED', `Cannot deploy the ${name} at its fixed address ${address}.`, {
      metaMessages: [
        `Dev account 0 has sent ${current} transactions; the ${name} must be its transaction #${nonce}.`,
        'Start from an empty data directory.',
      ],
    })
  }
  const hash = await client.sendTransaction({ data, nonce })
  await confirmSeedTransaction(client, hash, `deploy the ${name}`)
}

async function fundDemoSafe(client: DevchainClient, demo: DemoDeployment): Promise<void> {
  const etherHash = await client.sendTransaction({ to: demo.safe, value: DEMO_FUNDING.ether })
  await confirmSeedTransaction(client, etherHash, 'send ETH to the demo Safe')
  const tokenHash = await client.writeContract({
    address: demo.token,
    abi: demoTokenAbi,
    functionName: 'mint',
    args: [demo.safe, DEMO_FUNDING.tokens],
  })
  await confirmSeedTransaction(client, tokenHash, 'mint CDT to the demo Safe')
  const nftHash = await client.writeContract({
    address: demo.nft,
    abi: demoNftAbi,
    functionName: 'mint',
    args: [demo.safe],
  })
  await confirmSeedTransaction(client, nftHash, 'mint CNFT to the demo Safe')

  const [tokens, nftOwner] = await Promise.all([
    client.readContract({ address: demo.token, abi: erc20Abi, functionName: 'balanceOf', args: [demo.safe] }),
    client.readContract({
      address: demo.nft,
      abi: erc721Abi,
      functionName: 'ownerOf',
      args: [DEMO_FUNDING.nftTokenId],
    }),
  ])
  if (tokens !== DEMO_FUNDING.tokens || nftOwner.toLowerCase() !== demo.safe.toLowerCase()) {
    throw new DevchainError('SEED_FAILED', 'The demo Safe was not funded as expected.', {
      metaMessages: [`CDT balance: ${tokens}`, `Owner of CNFT #0: ${nftOwner}`],
    })
  }
}

function assertCanonical(name: string, actual: Address, expected: Address): void {
  if (actual.toLowerCase() !== expected.toLowerCase()) {
    throw new DevchainError(
      'SEED_FAILED',
      `${name} would land at ${actual}, not at its canonical ${expected}.`,
      {
        metaMessages: ['The build artifact in node_modules differs from the audited release.'],
      },
    )
  }
}
