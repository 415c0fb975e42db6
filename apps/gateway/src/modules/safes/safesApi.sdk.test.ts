import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { safeDeployments } from '@coffer/safe'
import {
  getAllOwnedSafes,
  getBalances,
  getCollectibles,
  getCollectiblesPage,
  getNonces,
  getOwnedSafes,
  getSafeInfo,
  getSafeOverviews,
  setBaseUrl,
} from '@safe-global/safe-gateway-typescript-sdk'
import { createTestClient, type Hex, http, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestDevchain } from '../../../test/devchainTestApp.ts'
import { createTestDatabase } from '../../../test/testDatabase.ts'
import { ChainConfigSchema } from '../../config.ts'
import { createChainRuntime } from '../../createDeps.ts'
import { type StartedGateway, startGateway } from '../../startGateway.ts'
import { multicall3Address, readTokenBalances } from '../balances/readTokenBalances.ts'
import {
  insertConfirmation,
  insertMultisigTransaction,
  insertSafe,
  insertToken,
  insertTransfer,
} from './safeRows.fixture.ts'

const safe = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
const cdt = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const cnft = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const chainId = 31337

/** Multicall3's runtime code, cut from the creation code viem ships (it does not export it). */
function multicall3RuntimeCode(): Hex {
  const viemEntry = createRequire(import.meta.url).resolve('viem')
  const source = readFileSync(path.join(path.dirname(viemEntry), 'constants', 'contracts.js'), 'utf8')
  const creation = /multicall3Bytecode = '0x([0-9a-f]+)'/.exec(source)?.[1]
  if (!creation) throw new Error('Multicall3 bytecode not found in viem')
  // The constructor copies 0x15b9 bytes starting at byte 0x20 of the creation code.
  return `0x${creation.slice(0x20 * 2, (0x20 + 0x15b9) * 2)}`
}

describe('Safe read API through the official SDK, on a real devchain', () => {
  const devchain = useTestDevchain('safes-api')
  let dir: string
  let gateway: StartedGateway
  let priceServer: Server
  let destroyDatabase: () => Promise<void>
  let owners: string[]

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'coffer-safes-api-'))
    owners = devchain.demo.owners

    // A CoinGecko-compatible price API: ETH at 2000 EUR, CDT at 0.5 EUR.
    priceServer = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://x')
      response.setHeader('content-type', 'application/json')
      if (url.pathname === '/simple/price' && url.searchParams.get('vs_currencies') === 'eur')
        return response.end(JSON.stringify({ ethereum: { eur: 2000, eur_24h_change: 1.5 } }))
      if (url.pathname === '/simple/token_price/ethereum')
        return response.end(JSON.stringify({ [cdt.toLowerCase()]: { eur: 0.5 } }))
      response.end('{}')
    })
    await new Promise<void>((resolve) => priceServer.listen(0, '127.0.0.1', resolve))
    const priceUrl = `http://127.0.0.1:${listeningPort(priceServer)}`

    // The rows the indexer writes for the demo Safe.
    const database = await createTestDatabase('sqlite')
    destroyDatabase = database.destroy
    const { db } = database
    await insertSafe(db, {
      chainId,
      address: safe,
      owners,
      threshold: 2,
      nonce: 0,
      singleton: safeDeployments.safeL2,
      fallbackHandler: safeDeployments.compatibilityFallbackHandler,
    })
    await insertToken(db, {
      chain_id: chainId,
      address: cdt,
      type: 'ERC20',
      name: 'Coffer Demo Token',
      symbol: 'CDT',
      decimals: 18,
      logo_uri: null,
      trusted: 1,
    })
    await insertToken(db, {
      chain_id: chainId,
      address: cnft,
      type: 'ERC721',
      name: 'Coffer Demo NFT',
      symbol: 'CNFT',
      decimals: null,
      logo_uri: null,
      trusted: 1,
    })
    const deployer = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    await insertTransfer(db, {
      chain_id: chainId,
      safe,
      type: 'ERC20',
      token_address: cdt,
      from: deployer,
      to: safe,
      value: parseUnits('1000', 18).toString(),
      token_id: null,
      block_number: 20,
      executed_at: 1_700_000_020_000,
    })
    await insertTransfer(db, {
      chain_id: chainId,
      safe,
      type: 'ERC721',
      token_address: cnft,
      from: deployer,
      to: safe,
      value: null,
      token_id: '0',
      block_number: 21,
      executed_at: 1_700_000_021_000,
    })
    // One queued transaction, confirmed by the second owner only.
    const safeTxHash = `0x${'c0'.repeat(32)}`
    await insertMultisigTransaction(db, {
      chain_id: chainId,
      safe,
      safe_tx_hash: safeTxHash,
      nonce: 0,
      modified_at: 1_700_000_030_000,
      proposer: owners[1] ?? null,
    })
    await insertConfirmation(db, { chain_id: chainId, safe_tx_hash: safeTxHash, owner: owners[1] ?? '' })

    gateway = await startGateway(
      {
        port: 0,
        dataDir: path.join(dir, 'gateway'),
        logLevel: 'silent',
        // These tests read rows written here; the indexer's own are tested end to end below.
        indexer: { enabled: false },
        chains: [{ chainId, name: 'Devchain', shortName: 'coffer', rpcUrl: devchain.rpcUrl, l2: true }],
        prices: {
          type: 'coingecko',
          baseUrl: priceUrl,
          chains: { [chainId]: { platformId: 'ethereum', nativeCoinId: 'ethereum' } },
        },
      },
      { db },
    )
    setBaseUrl(gateway.url)
  })
  afterAll(async () => {
    await gateway?.close()
    await destroyDatabase?.().catch(() => {})
    await new Promise((resolve) => priceServer?.close(resolve))
    await rm(dir, { recursive: true, force: true })
  })

  it('getSafeInfo', async () => {
    const info = await getSafeInfo(String(chainId), safe.toLowerCase())
    expect(info).toMatchObject({
      address: { value: safe },
      chainId: '31337',
      nonce: 0,
      threshold: 2,
      owners: owners.map((value) => ({ value, name: null, logoUri: null })),
      implementation: { value: safeDeployments.safeL2, name: 'SafeL2 1.4.1' },
      implementationVersionState: 'UP_TO_DATE',
      version: '1.4.1',
      modules: null,
      guard: null,
      collectiblesTag: '1700000021',
      txHistoryTag: '1700000021',
      txQueuedTag: '1700000030',
    })
  })

  it('getBalances: native and ERC-20 read from the chain, valued, richest first', async () => {
    const balances = await getBalances(String(chainId), safe, 'EUR')
    expect(balances).toEqual({
      fiatTotal: '20500',
      items: [
        {
          tokenInfo: {
            type: 'NATIVE_TOKEN',
            address: '0x0000000000000000000000000000000000000000',
            decimals: 18,
            symbol: 'ETH',
            name: 'Ether',
            logoUri: '',
          },
          balance: parseEther('10').toString(),
          fiatBalance: '20000',
          fiatConversion: '2000',
          fiatBalance24hChange: '1.5',
        },
        {
          tokenInfo: {
            type: 'ERC20',
            address: cdt,
            decimals: 18,
            symbol: 'CDT',
            name: 'Coffer Demo Token',
            logoUri: '',
          },
          balance: parseUnits('1000', 18).toString(),
          fiatBalance: '500',
          fiatConversion: '0.5',
          fiatBalance24hChange: null,
        },
      ],
    })
    // An unsupported code values nothing, it does not fail.
    const unpriced = await getBalances(String(chainId), safe, 'xyz', { trusted: true })
    expect(unpriced.fiatTotal).toBe('0')
    expect(unpriced.items.map((item) => [item.tokenInfo.symbol, item.fiatBalance])).toEqual([
      ['ETH', '0'],
      ['CDT', '0'],
    ])
  })

  it('getCollectiblesPage and getCollectibles: the NFT the Safe holds, metadata null when unreachable', async () => {
    const page = await getCollectiblesPage(String(chainId), safe)
    expect(page).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          address: cnft,
          tokenName: 'Coffer Demo NFT',
          tokenSymbol: 'CNFT',
          logoUri: '',
          id: '0',
          uri: 'https://coffer-demo-nft.invalid/token/0',
          name: null,
          description: null,
          imageUri: null,
          metadata: null,
        },
      ],
    })
    expect(await getCollectibles(String(chainId), safe)).toEqual(page.results)
  })

  it('getOwnedSafes and getAllOwnedSafes', async () => {
    const owner = owners[0] ?? ''
    expect(await getOwnedSafes(String(chainId), owner.toLowerCase())).toEqual({ safes: [safe] })
    expect(await getAllOwnedSafes(owner)).toEqual({ '31337': [safe] })
  })

  it('getSafeOverviews: fiat total, queue size and what the wallet has left to confirm', async () => {
    const [first, second] = owners
    const overviews = await getSafeOverviews(
      [`31337:${safe}`, '31337:0x0000000000000000000000000000000000000001'],
      {
        currency: 'eur',
        trusted: false,
        exclude_spam: true,
        wallet_address: first,
      },
    )
    expect(overviews).toEqual([
      {
        address: { value: safe, name: null, logoUri: null },
        chainId: '31337',
        threshold: 2,
        owners: owners.map((value) => ({ value, name: null, logoUri: null })),
        fiatTotal: '20500',
        queued: 1,
        awaitingConfirmation: 1,
      },
    ])
    const bySecond = await getSafeOverviews([`31337:${safe}`], {
      currency: 'eur',
      trusted: false,
      exclude_spam: true,
      wallet_address: second,
    })
    expect(bySecond[0]?.awaitingConfirmation).toBe(0)
    const anonymous = await getSafeOverviews([`31337:${safe}`], {
      currency: 'usd',
      trusted: false,
      exclude_spam: true,
    })
    expect(anonymous[0]).toMatchObject({ fiatTotal: '0', awaitingConfirmation: null })
  })

  it('getNonces', async () => {
    expect(await getNonces(String(chainId), safe)).toEqual({ currentNonce: 0, recommendedNonce: 1 })
  })

  it('reads balanceOf through JSON-RPC batching, then through Multicall3 once the chain has it', async () => {
    const config = ChainConfigSchema.parse({
      chainId,
      name: 'Devchain',
      shortName: 'coffer',
      rpcUrl: devchain.rpcUrl,
    })
    // Not an ERC-20 (a contract without balanceOf) and an account without code: both unreadable, not fatal.
    const tokens = [cdt, safeDeployments.multiSend, '0x0000000000000000000000000000000000000009'] as const
    const expected = new Map([
      [cdt, parseUnits('1000', 18)],
      [safeDeployments.multiSend, null],
      ['0x0000000000000000000000000000000000000009', null],
    ])
    expect(await readTokenBalances(createChainRuntime(config), { owner: safe, tokens })).toEqual(expected)

    const testClient = createTestClient({ mode: 'anvil', transport: http(devchain.rpcUrl) })
    await testClient.setCode({ address: multicall3Address, bytecode: multicall3RuntimeCode() })
    expect(await readTokenBalances(createChainRuntime(config), { owner: safe, tokens })).toEqual(expected)
  })
})

describe('Safe read API on what the indexer writes, in watched mode', () => {
  const devchain = useTestDevchain('safes-indexed')
  let dir: string
  let gateway: StartedGateway

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'coffer-safes-indexed-'))
    gateway = await startGateway({
      port: 0,
      dataDir: path.join(dir, 'gateway'),
      logLevel: 'silent',
      chains: [
        {
          chainId,
          name: 'Devchain',
          shortName: 'coffer',
          rpcUrl: devchain.rpcUrl,
          l2: true,
          indexer: { mode: 'watched' },
        },
      ],
    })
  })
  afterAll(async () => {
    await gateway?.close()
    await rm(dir, { recursive: true, force: true })
  })

  async function fetchJson(url: string): Promise<{ status: number; body: unknown }> {
    const response = await fetch(`${gateway.url}${url}`)
    const text = await response.text()
    return { status: response.status, body: text ? JSON.parse(text) : undefined }
  }

  it('answers 404 for an unwatched Safe, starts watching it, then serves it once backfilled', async () => {
    const first = await fetchJson(`/v1/chains/31337/safes/${safe}`)
    expect(first).toEqual({ status: 404, body: { code: 404, message: 'An error occurred' } })
    // An address that is not a Safe is not watched.
    const notASafe = await fetchJson(`/v1/chains/31337/safes/${devchain.demo.owners[0]}`)
    expect(notASafe.status).toBe(404)

    setBaseUrl(gateway.url)
    const deadline = Date.now() + 30_000
    let info: Awaited<ReturnType<typeof getSafeInfo>> | undefined
    while (!info && Date.now() < deadline) {
      info = await getSafeInfo(String(chainId), safe).catch(() => undefined)
      if (!info) await new Promise((resolve) => setTimeout(resolve, 200))
    }
    expect(info).toMatchObject({
      address: { value: safe },
      threshold: 2,
      owners: devchain.demo.owners.map((value) => ({ value, name: null, logoUri: null })),
      implementation: { value: safeDeployments.safeL2 },
      implementationVersionState: 'UP_TO_DATE',
      fallbackHandler: { value: safeDeployments.compatibilityFallbackHandler },
    })

    const balances = await getBalances(String(chainId), safe, 'usd')
    expect(balances.fiatTotal).toBe('0')
    expect(balances.items.map((item) => [item.tokenInfo.type, item.tokenInfo.address, item.balance])).toEqual(
      [
        ['NATIVE_TOKEN', '0x0000000000000000000000000000000000000000', parseEther('10').toString()],
        ['ERC20', cdt, parseUnits('1000', 18).toString()],
      ],
    )
    const collectibles = await getCollectiblesPage(String(chainId), safe)
    expect(collectibles.results.map((c) => [c.address, c.id])).toEqual([[cnft, '0']])
    expect(await getOwnedSafes(String(chainId), devchain.demo.owners[0] ?? '')).toEqual({ safes: [safe] })
  })
})

function listeningPort(server: Server): number {
  const address = server.address()
  if (typeof address !== 'object' || address === null) throw new Error('server is not listening')
  return address.port
}
