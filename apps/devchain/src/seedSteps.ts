import {
  safeAbi,
  safeDeployments,
  safeProxyFactoryAbi,
  safeSingletonFactoryAddress,
  zodiacDeployments,
} from '@coffer/safe'
import { type Address, encodeDeployData, erc20Abi, erc721Abi, type Hex } from 'viem'
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
  getDemoSafeInitializer,
} from './demoDeployment.ts'
import { deployDeterministic } from './deployDeterministic.ts'
import { deployPresignedFactory } from './deployPresignedFactory.ts'
import { eip2470Factory } from './eip2470Factory.ts'
import {
  type DemoFundingKind,
  type DemoSafeHoldings,
  getPendingDemoFunding,
} from './getPendingDemoFunding.ts'
import { hasCode } from './hasCode.ts'
import { verifySafeContracts } from './verifySafeContracts.ts'

export type SeedStepName =
  | 'demoToken'
  | 'demoNft'
  | 'safeSingletonFactory'
  | 'safeContracts'
  | 'eip2470Factory'
  | 'zodiacContracts'
  | 'demoSafe'
  | 'demoSafeEther'
  | 'demoSafeTokens'
  | 'demoSafeNft'

/**
 * One resumable piece of seeding. `isDone` reads the chain (never a file of ours: anvil's state is
 * the only record that survives a stop), `run` sends what is missing. A step runs only when `isDone`
 * is false, and must make it true.
 */
export type SeedStep = {
  name: SeedStepName
  /** For the log, once the step has run. */
  summary: string
  isDone(client: DevchainClient, demo: DemoDeployment): Promise<boolean>
  run(client: DevchainClient, demo: DemoDeployment): Promise<void>
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
 * Everything seeding does, in order. Every transaction comes from dev account 0. The order matters:
 * the demo tokens are account 0's transactions #0 and #1 (their addresses depend on it), and the
 * Safe is created before it is funded so its history starts with its creation, as a real one does.
 */
export const seedSteps: readonly SeedStep[] = [
  {
    name: 'demoToken',
    summary: `${DEMO_TOKEN.symbol} ERC-20 deployed`,
    isDone: (client, demo) => hasCode(client, demo.token),
    run: (client, demo) =>
      deployAtNonce(client, {
        address: demo.token,
        nonce: DEMO_TOKEN_DEPLOY_NONCE,
        name: 'demo ERC-20',
        data: encodeDeployData({
          abi: demoTokenAbi,
          bytecode: getOpenZeppelinBytecode('ERC20PresetMinterPauser'),
          args: [DEMO_TOKEN.name, DEMO_TOKEN.symbol],
        }),
      }),
  },
  {
    name: 'demoNft',
    summary: `${DEMO_NFT.symbol} ERC-721 deployed`,
    isDone: (client, demo) => hasCode(client, demo.nft),
    run: (client, demo) =>
      deployAtNonce(client, {
        address: demo.nft,
        nonce: DEMO_NFT_DEPLOY_NONCE,
        name: 'demo ERC-721',
        data: encodeDeployData({
          abi: demoNftAbi,
          bytecode: getOpenZeppelinBytecode('ERC721PresetMinterPauserAutoId'),
          args: [DEMO_NFT.name, DEMO_NFT.symbol, DEMO_NFT.baseUri],
        }),
      }),
  },
  {
    name: 'safeSingletonFactory',
    summary: `Safe singleton factory deployed at ${safeSingletonFactoryAddress}`,
    isDone: (client) => hasCode(client, safeSingletonFactoryAddress),
    run: async (client) => {
      const presigned = findSafeSingletonFactoryDeployment(client.chain.id)
      const deployment = presigned ?? findSafeSingletonFactoryDeployment(FALLBACK_FACTORY_CHAIN_ID)
      if (deployment === undefined) {
        throw new DevchainError(
          'ARTIFACT_INVALID',
          `@safe-global/safe-singleton-factory has no deployment for ${FALLBACK_FACTORY_CHAIN_ID}.`,
        )
      }
      await deployPresignedFactory(client, {
        address: safeSingletonFactoryAddress,
        transaction: deployment.transaction,
        broadcast: presigned !== undefined,
      })
    },
  },
  {
    name: 'safeContracts',
    summary: `Safe 1.4.1 contracts deployed (SafeL2 ${safeDeployments.safeL2})`,
    isDone: (client) =>
      everyHasCode(
        client,
        safeContractNames.map((name) => safeDeployments[name]),
      ),
    run: async (client) => {
      // deployDeterministic skips the contracts a stopped seed already placed.
      for (const name of safeContractNames) {
        const address = await deployDeterministic(client, {
          factory: 'safe',
          initCode: getSafeContractBytecode(name),
          name: `Safe ${name}`,
        })
        assertCanonical(name, address, safeDeployments[name])
      }
      await verifySafeContracts(client)
    },
  },
  {
    name: 'eip2470Factory',
    summary: `EIP-2470 factory deployed at ${eip2470Factory.address}`,
    isDone: (client) => hasCode(client, eip2470Factory.address),
    run: (client) =>
      deployPresignedFactory(client, {
        address: eip2470Factory.address,
        transaction: eip2470Factory.deploymentTransaction,
        broadcast: true,
      }),
  },
  {
    name: 'zodiacContracts',
    summary: 'Zodiac ModuleProxyFactory and Delay mastercopy deployed',
    isDone: (client) =>
      everyHasCode(client, [zodiacDeployments.moduleProxyFactory, zodiacDeployments.delayMastercopy]),
    run: async (client) => {
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
    },
  },
  {
    name: 'demoSafe',
    summary: 'demo Safe created (2 of 3)',
    isDone: (client, demo) => hasCode(client, demo.safe),
    run: async (client) => {
      const hash = await client.writeContract({
        address: safeDeployments.safeProxyFactory,
        abi: safeProxyFactoryAbi,
        functionName: 'createProxyWithNonce',
        args: [safeDeployments.safeL2, getDemoSafeInitializer(), DEMO_SAFE_SALT_NONCE],
      })
      await confirmSeedTransaction(client, hash, 'create the demo Safe')
    },
  },
  {
    name: 'demoSafeEther',
    summary: 'demo Safe funded with 10 ETH',
    isDone: (client, demo) => isFunded(client, demo, 'ether'),
    run: async (client, demo) => {
      const hash = await client.sendTransaction({ to: demo.safe, value: DEMO_FUNDING.ether })
      await confirmSeedTransaction(client, hash, 'send ETH to the demo Safe')
    },
  },
  {
    name: 'demoSafeTokens',
    summary: `demo Safe funded with 1000 ${DEMO_TOKEN.symbol}`,
    isDone: (client, demo) => isFunded(client, demo, 'tokens'),
    run: async (client, demo) => {
      const hash = await client.writeContract({
        address: demo.token,
        abi: demoTokenAbi,
        functionName: 'mint',
        args: [demo.safe, DEMO_FUNDING.tokens],
      })
      await confirmSeedTransaction(client, hash, `mint ${DEMO_TOKEN.symbol} to the demo Safe`)
    },
  },
  {
    name: 'demoSafeNft',
    summary: `demo Safe funded with ${DEMO_NFT.symbol} #${DEMO_FUNDING.nftTokenId}`,
    isDone: (client, demo) => isFunded(client, demo, 'nft'),
    run: async (client, demo) => {
      const hash = await client.writeContract({
        address: demo.nft,
        abi: demoNftAbi,
        functionName: 'mint',
        args: [demo.safe],
      })
      await confirmSeedTransaction(client, hash, `mint ${DEMO_NFT.symbol} to the demo Safe`)
      // The preset numbers tokens itself: the first mint must be the token the demo promises.
      const owner = await client.readContract({
        address: demo.nft,
        abi: erc721Abi,
        functionName: 'ownerOf',
        args: [DEMO_FUNDING.nftTokenId],
      })
      if (owner.toLowerCase() !== demo.safe.toLowerCase()) {
        throw new DevchainError(
          'SEED_FAILED',
          `${DEMO_NFT.symbol} #${DEMO_FUNDING.nftTokenId} went to ${owner}, not the demo Safe.`,
        )
      }
    },
  },
]

async function isFunded(
  client: DevchainClient,
  demo: DemoDeployment,
  kind: DemoFundingKind,
): Promise<boolean> {
  return !getPendingDemoFunding(await getDemoSafeHoldings(client, demo)).includes(kind)
}

async function getDemoSafeHoldings(client: DevchainClient, demo: DemoDeployment): Promise<DemoSafeHoldings> {
  const [safeNonce, ether, tokens, nftSupply] = await Promise.all([
    client.readContract({ address: demo.safe, abi: safeAbi, functionName: 'nonce' }),
    client.getBalance({ address: demo.safe }),
    client.readContract({ address: demo.token, abi: erc20Abi, functionName: 'balanceOf', args: [demo.safe] }),
    client.readContract({ address: demo.nft, abi: demoNftAbi, functionName: 'totalSupply' }),
  ])
  return { safeNonce, ether, tokens, nftSupply }
}

async function everyHasCode(client: DevchainClient, addresses: readonly Address[]): Promise<boolean> {
  const found = await Promise.all(addresses.map((address) => hasCode(client, address)))
  return found.every(Boolean)
}

/** A plain CREATE from account 0 whose address is fixed by the nonce it must be sent with. */
async function deployAtNonce(
  client: DevchainClient,
  { address, nonce, name, data }: { address: Address; nonce: number; name: string; data: Hex },
): Promise<void> {
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
