import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { safeAbi } from '@coffer/safe'
import { type Address, erc20Abi, erc721Abi } from 'viem'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { createDevchainClient, type DevchainClient } from './createDevchainClient.ts'
import { demoNftAbi } from './demoContractAbis.ts'
import { DEMO_FUNDING, type DemoDeployment } from './demoDeployment.ts'
import { DEV_DEPLOYER_INDEX, getDevAccount } from './devAccounts.ts'
import { findFreePort } from './findFreePort.ts'
import { seedDevchain } from './seedDevchain.ts'
import { type SeedStepName, seedSteps } from './seedSteps.ts'
import { startAnvil } from './startAnvil.ts'
import { DEVCHAIN_DEFAULTS, type Devchain, startDevchain } from './startDevchain.ts'

// Dev account 0's transactions in a whole seed on chain 31337: 2 demo tokens, 1 to fund the Safe
// factory's signer, 9 Safe contracts, 1 to fund the EIP-2470 signer, 2 Zodiac contracts, the Safe's
// creation and its 3 funding transfers. One more would mean something was sent twice.
const FULL_SEED_TRANSACTIONS = 19

const { chainId, host } = DEVCHAIN_DEFAULTS
let dataDir: string

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'coffer-devchain-seed-'))
})

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

// The first case is the gap the seed used to have: the Safe exists, nothing is funded yet.
describe.each<SeedStepName>(['demoSafe', 'demoSafeEther'])('a seed stopped after %s', (lastStep) => {
  test('is finished by the next start: the Safe is funded exactly once, nothing is redeployed', async () => {
    const done = seedSteps.slice(0, seedSteps.findIndex((step) => step.name === lastStep) + 1)
    const rest = seedSteps.slice(done.length)

    // The interruption: anvil stopped (SIGTERM, so it saves its state) after the first steps.
    const anvil = await startAnvil({ host, port: await findFreePort(), chainId, statePath: stateOf(dataDir) })
    try {
      const client = createDevchainClient({ chainId, rpcUrl: anvil.rpcUrl })
      const { ran, demo } = await seedDevchain(client, { steps: done })
      expect(ran).toEqual(done.map((step) => step.name))
      // What the old seed left forever: a Safe with code and (at most) part of its funding.
      expect(await client.getCode({ address: demo.safe })).not.toBe('0x')
      expect((await readHoldings(client, demo)).tokens).toBe(0n)
    } finally {
      await anvil.stop()
    }

    const lines: string[] = []
    let devchain: Devchain = await startDevchain({
      dataDir,
      port: await findFreePort(),
      log: (line) => lines.push(line),
    })
    try {
      expect(lines).toEqual([
        ...rest.map((step) => `devchain: ${step.summary}`),
        expect.stringMatching(/^devchain: finished seeding chain 31337 at /),
      ])
      const client = createDevchainClient(devchain)
      expect(await readHoldings(client, devchain.demo)).toEqual(fullyFunded(devchain.demo))
      expect(await client.getTransactionCount({ address: deployer() })).toBe(FULL_SEED_TRANSACTIONS)
    } finally {
      await devchain.stop()
    }

    // And the start after that sends nothing at all.
    lines.length = 0
    devchain = await startDevchain({ dataDir, port: await findFreePort(), log: (line) => lines.push(line) })
    try {
      expect(lines).toEqual([expect.stringMatching(/^devchain: restored chain 31337 at /)])
      const client = createDevchainClient(devchain)
      expect(await readHoldings(client, devchain.demo)).toEqual(fullyFunded(devchain.demo))
      expect(await client.getTransactionCount({ address: deployer() })).toBe(FULL_SEED_TRANSACTIONS)
    } finally {
      await devchain.stop()
    }
  }, 60_000)
})

function stateOf(directory: string): string {
  return join(directory, 'chain.json')
}

function deployer(): Address {
  return getDevAccount(DEV_DEPLOYER_INDEX).address
}

function fullyFunded(demo: DemoDeployment) {
  return {
    safeNonce: 0n,
    ether: DEMO_FUNDING.ether,
    tokens: DEMO_FUNDING.tokens,
    tokenSupply: DEMO_FUNDING.tokens,
    nftSupply: 1n,
    nftOwner: demo.safe,
  }
}

/** Supplies as well as balances: a second mint to anyone would show in them. */
async function readHoldings(client: DevchainClient, demo: DemoDeployment) {
  const [safeNonce, ether, tokens, tokenSupply, nftSupply] = await Promise.all([
    client.readContract({ address: demo.safe, abi: safeAbi, functionName: 'nonce' }),
    client.getBalance({ address: demo.safe }),
    client.readContract({ address: demo.token, abi: erc20Abi, functionName: 'balanceOf', args: [demo.safe] }),
    client.readContract({ address: demo.token, abi: erc20Abi, functionName: 'totalSupply' }),
    client.readContract({ address: demo.nft, abi: demoNftAbi, functionName: 'totalSupply' }),
  ])
  const nftOwner =
    nftSupply === 0n
      ? undefined
      : await client.readContract({
          address: demo.nft,
          abi: erc721Abi,
          functionName: 'ownerOf',
          args: [DEMO_FUNDING.nftTokenId],
        })
  return { safeNonce, ether, tokens, tokenSupply, nftSupply, nftOwner }
}
