import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Devchain, findFreePort, getDevAccount, startDevchain } from '@coffer/devchain'
import { waitForReceipt } from '@coffer/devchain/testing'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import {
  createPublicClient,
  type Hex,
  http,
  isHex,
  parseEther,
  recoverMessageAddress,
  recoverTypedDataAddress,
  toHex,
} from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { WalletControl } from './createTestWallet.ts'
import { injectWallet, TEST_WALLET_NAME, TEST_WALLET_RDNS } from './injectWallet.ts'
import { launchBrowser } from './launchBrowser.ts'

// The harness itself, against a real anvil and real Chromium: a page on a plain HTTP origin talks to
// the injected wallet exactly as wagmi would, through `window.ethereum` and EIP-6963.

type RpcOutcome = { ok: true; result: unknown } | { ok: false; code: unknown; message: unknown }

let devchain: Devchain
let dataDir: string
let browser: Browser
let server: Server
let origin: string
let context: BrowserContext
let page: Page
let wallet: WalletControl

const owner = getDevAccount(1)
const otherOwner = getDevAccount(2)

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'coffer-wallet-test-'))
  server = createServer((request, response) => {
    response.setHeader('content-type', 'text/html')
    response.end(
      request.url === '/frame'
        ? '<p>frame</p>'
        : '<h1>dapp</h1><iframe src="/frame" title="embedded"></iframe>',
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('no TCP address')
  origin = `http://127.0.0.1:${address.port}`
  ;[devchain, browser] = await Promise.all([
    startDevchain({ dataDir, port: await findFreePort() }),
    launchBrowser(),
  ])
})

afterAll(async () => {
  await browser?.close()
  await devchain?.stop()
  server?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

beforeEach(async () => {
  context = await browser.newContext({ baseURL: origin })
  wallet = await injectWallet(context, {
    accounts: [owner, otherOwner],
    chains: [
      { id: devchain.chainId, name: 'Coffer Devchain', rpcUrl: devchain.rpcUrl },
      { id: 1, name: 'Ethereum' },
    ],
  })
  page = await context.newPage()
  await page.goto('/')
})

afterEach(async () => {
  await context.close()
})

/** Calls `window.ethereum.request` in the page and reports the answer or the EIP-1193 error. */
function request(method: string, params?: unknown): Promise<RpcOutcome> {
  return page.evaluate(
    async ({ method, params }) => {
      const provider: unknown = Reflect.get(window, 'ethereum')
      if (typeof provider !== 'object' || provider === null) throw new Error('no window.ethereum')
      const requestFn: unknown = Reflect.get(provider, 'request')
      if (typeof requestFn !== 'function') throw new Error('window.ethereum has no request()')
      try {
        return { ok: true as const, result: await requestFn.call(provider, { method, params }) }
      } catch (error) {
        return {
          ok: false as const,
          code: Reflect.get(Object(error), 'code'),
          message: Reflect.get(Object(error), 'message'),
        }
      }
    },
    { method, params },
  )
}

async function result(method: string, params?: unknown): Promise<unknown> {
  const outcome = await request(method, params)
  if (!outcome.ok) throw new Error(`${method} failed: ${String(outcome.code)} ${String(outcome.message)}`)
  return outcome.result
}

async function resultHex(method: string, params?: unknown): Promise<Hex> {
  const value = await result(method, params)
  if (!isHex(value)) throw new Error(`${method} did not answer hex`)
  return value
}

describe('injectWallet', () => {
  it('announces itself through EIP-6963 and as window.ethereum, in the top frame only', async () => {
    const seen = await page.evaluate(() => {
      const infos: unknown[] = []
      window.addEventListener('eip6963:announceProvider', (event) => {
        if (event instanceof CustomEvent) infos.push(event.detail.info)
      })
      window.dispatchEvent(new Event('eip6963:requestProvider'))
      return { infos, hasEthereum: 'ethereum' in window }
    })
    expect(seen.hasEthereum).toBe(true)
    expect(seen.infos).toEqual([
      expect.objectContaining({
        name: TEST_WALLET_NAME,
        rdns: TEST_WALLET_RDNS,
        icon: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      }),
    ])
    const frame = page.frameLocator('iframe[title="embedded"]')
    await frame.getByText('frame').waitFor()
    const frameHasWallet = await page.frames()[1]?.evaluate(() => 'ethereum' in window)
    expect(frameHasWallet).toBe(false)
  })

  it('shows no account until the site asks, then reads the real chain', async () => {
    expect(await result('eth_accounts')).toEqual([])
    expect(await result('eth_requestAccounts')).toEqual([owner.address])
    expect(await result('eth_accounts')).toEqual([owner.address])
    expect(await result('eth_chainId')).toBe(toHex(devchain.chainId))
    expect(BigInt(await resultHex('eth_getBalance', [owner.address, 'latest']))).toBeGreaterThan(0n)
    expect(wallet.isConnected(origin)).toBe(true)
  })

  it('signs personal messages and EIP-712 typed data with the local account', async () => {
    await result('eth_requestAccounts')
    const message = 'Sign in to Coffer'
    const signature = await resultHex('personal_sign', [toHex(message), owner.address])
    expect(await recoverMessageAddress({ message, signature })).toBe(owner.address)

    const typedData = {
      domain: { chainId: devchain.chainId, verifyingContract: devchain.demo.safe },
      types: {
        EIP712Domain: [
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        Note: [{ name: 'text', type: 'string' }],
      },
      primaryType: 'Note',
      message: { text: 'hello' },
    } as const
    const typedSignature = await resultHex('eth_signTypedData_v4', [owner.address, JSON.stringify(typedData)])
    expect(
      await recoverTypedDataAddress({
        domain: typedData.domain,
        types: { Note: typedData.types.Note },
        primaryType: 'Note',
        message: typedData.message,
        signature: typedSignature,
      }),
    ).toBe(owner.address)
  })

  it('refuses to sign for an account the site was not given', async () => {
    await result('eth_requestAccounts')
    expect(await request('personal_sign', ['0x00', otherOwner.address])).toMatchObject({
      ok: false,
      code: 4100,
    })
  })

  it('answers 4001 to the signature the test told it to refuse, then signs again', async () => {
    await result('eth_requestAccounts')
    wallet.rejectNextSignature()
    expect(await request('personal_sign', ['0x01', owner.address])).toEqual({
      ok: false,
      code: 4001,
      message: 'User rejected the request.',
    })
    expect(await request('personal_sign', ['0x01', owner.address])).toMatchObject({ ok: true })
  })

  it('signs a transaction locally and sends it raw to the chain', async () => {
    await result('eth_requestAccounts')
    const recipient = '0x000000000000000000000000000000000000c0ff'
    const hash = await resultHex('eth_sendTransaction', [
      { from: owner.address, to: recipient, value: toHex(parseEther('0.01')) },
    ])
    const client = createPublicClient({ transport: http(devchain.rpcUrl) })
    const receipt = await waitForReceipt(client, { hash })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.01'))
  })

  it('switches chains like a real wallet: 4902 for an unknown chain, add then switch, with chainChanged', async () => {
    await result('eth_requestAccounts')
    await page.evaluate(() => {
      const events: unknown[] = []
      Reflect.set(window, '__events', events)
      const provider: unknown = Reflect.get(window, 'ethereum')
      const on: unknown = provider && Reflect.get(Object(provider), 'on')
      if (typeof on === 'function')
        on.call(provider, 'chainChanged', (chainId: unknown) => events.push(chainId))
    })
    expect(await request('wallet_switchEthereumChain', [{ chainId: '0x5' }])).toMatchObject({
      ok: false,
      code: 4902,
    })
    await result('wallet_addEthereumChain', [
      {
        chainId: '0x5',
        chainName: 'Goerli',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: [devchain.rpcUrl],
      },
    ])
    expect(await result('eth_chainId')).toBe('0x5')
    await result('wallet_switchEthereumChain', [{ chainId: toHex(devchain.chainId) }])
    await wallet.setChain(1)
    expect(await page.evaluate(() => Reflect.get(window, '__events'))).toEqual([
      '0x5',
      toHex(devchain.chainId),
      '0x1',
    ])
    expect(wallet.chainId).toBe(1)
  })

  it('forgets the site on wallet_revokePermissions and tells the page', async () => {
    await result('eth_requestAccounts')
    await result('wallet_revokePermissions', [{ eth_accounts: {} }])
    expect(await result('eth_accounts')).toEqual([])
    expect(wallet.isConnected(origin)).toBe(false)
  })
})
