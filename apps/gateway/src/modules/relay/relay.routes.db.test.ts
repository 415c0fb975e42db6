import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { getDevAccount } from '@coffer/devchain'
import { waitForReceipt } from '@coffer/devchain/testing'
import {
  encodeCreateProxyWithNonce,
  encodeSafeSetup,
  hashSafeTx,
  predictSafeAddress,
  safeAbi,
  safeDeployments,
} from '@coffer/safe'
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  encodePacked,
  type Hex,
  http,
  type PublicClient,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/createTestApp.ts'
import { useTestDevchain } from '../../../test/devchainTestApp.ts'
import { createTestDatabase, testDatabaseKinds } from '../../../test/testDatabase.ts'
import { createApp } from '../../app.ts'
import { parseConfig } from '../../config.ts'
import { createDeps } from '../../createDeps.ts'
import { relayErrorMessages } from './decodeRelayCall.ts'
import { RelayCountResponseSchema, RelayResponseSchema, RelayStatusResponseSchema } from './relay.schema.ts'
import { buildSignedExecTransaction, devRelayerKey } from './testing/buildSignedExecTransaction.ts'

const owner = (index: number) => getDevAccount(index)
const relayer = getDevAccount(9).address

const devchain = useTestDevchain('relay')
let client: PublicClient

beforeAll(async () => {
  client = createPublicClient({ transport: http(devchain.rpcUrl), pollingInterval: 20 })
})

function chainConfig(relay?: { privateKey: Hex; limit?: number }) {
  return {
    chainId: devchain.chainId,
    name: 'Coffer Devchain',
    shortName: 'coffer',
    rpcUrl: devchain.rpcUrl,
    isTestnet: true,
    l2: true,
    ...(relay ? { relay } : {}),
  }
}

async function post(t: TestApp, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `/v1/chains/${devchain.chainId}/relay`, payload: body })
}

async function remaining(t: TestApp, address: Address) {
  const res = await t.app.inject({ method: 'GET', url: `/v1/chains/${devchain.chainId}/relay/${address}` })
  expect(res.statusCode).toBe(200)
  return RelayCountResponseSchema.parse(res.json())
}

async function signedTransfer(safe: Address, signers = [owner(1), owner(2)]) {
  return buildSignedExecTransaction(client, {
    chainId: devchain.chainId,
    safe,
    tx: { to: getDevAccount(5).address, value: 1n },
    signers,
  })
}

async function safeNonce(safe: Address) {
  return client.readContract({ address: safe, abi: safeAbi, functionName: 'nonce' })
}

describe.each(testDatabaseKinds)('relay on %s with a real anvil', (database) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ chains: [chainConfig({ privateKey: devRelayerKey() })] }, { database })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('relays a fully signed execTransaction of the demo Safe: the receipt lands and the nonce moves', async () => {
    const safe = devchain.demo.safe
    const before = await safeNonce(safe)
    const { data, typedData } = await signedTransfer(safe)
    const safeTxHash = hashSafeTx({ chainId: devchain.chainId, safe, tx: typedData.message })
    const res = await post(t, { version: '1.4.1', to: safe.toLowerCase(), data, safeTxHash })
    expect(res.statusCode).toBe(201)
    const { taskId } = RelayResponseSchema.parse(res.json())
    const receipt = await waitForReceipt(client, { hash: taskId as Hex })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(relayer.toLowerCase())
    expect(await safeNonce(safe)).toBe(before + 1n)

    const status = await t.app.inject({ url: `/v1/chains/${devchain.chainId}/relay/status/${taskId}` })
    expect(RelayStatusResponseSchema.parse(status.json())).toEqual({
      status: 200,
      receipt: { transactionHash: taskId.toLowerCase() },
    })
    expect(await remaining(t, safe)).toEqual({ remaining: 4, limit: 5 })
  })

  it('refuses a transaction signed by one owner of a 2-of-3 Safe with 422 and sends nothing', async () => {
    const safe = devchain.demo.safe
    const relayerNonce = await client.getTransactionCount({ address: relayer })
    const { data } = await signedTransfer(safe, [owner(1)])
    const res = await post(t, { version: '1.4.1', to: safe, data })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      code: 'SIMULATION_FAILED',
      statusCode: 422,
      message:
        'Relay simulation failed: GS020 (not enough signatures (the signatures data is too short for the threshold)). Nothing was sent.',
    })
    expect(await client.getTransactionCount({ address: relayer })).toBe(relayerNonce)
    // The refused relay did not use a slot.
    expect(await remaining(t, safe)).toEqual({ remaining: 4, limit: 5 })
  })

  it('refuses a safeTxHash that is not the relayed transaction’s', async () => {
    const safe = devchain.demo.safe
    const { data } = await signedTransfer(safe)
    const res = await post(t, { version: '1.4.1', to: safe, data, safeTxHash: `0x${'11'.repeat(32)}` })
    expect(res.statusCode).toBe(422)
    expect(res.json().message).toMatch(/^The safeTxHash 0x1111.* is not the hash of this execTransaction/)
  })

  it('refuses an execTransaction on something that is not a Safe, and calls it relays were not made for', async () => {
    const { data } = await signedTransfer(devchain.demo.safe)
    const notSafe = await post(t, { version: '1.4.1', to: getDevAccount(6).address, data })
    expect(notSafe.statusCode).toBe(422)
    expect(notSafe.json()).toEqual({ statusCode: 422, message: relayErrorMessages.unsupportedBaseContract })

    const token = await post(t, { version: '1.4.1', to: devchain.demo.safe, data: '0xa9059cbb' })
    expect(token.json()).toEqual({ statusCode: 422, message: relayErrorMessages.invalidTransfer })

    const multiSend = encodeFunctionData({
      abi: [{ type: 'function', name: 'multiSend', inputs: [{ name: 't', type: 'bytes' }], outputs: [] }],
      functionName: 'multiSend',
      args: [
        encodePacked(
          ['uint8', 'address', 'uint256', 'uint256', 'bytes'],
          [0, devchain.demo.safe, 0n, 4n, '0x12345678'],
        ),
      ],
    })
    const unofficial = await post(t, { version: '1.4.1', to: getDevAccount(6).address, data: multiSend })
    expect(unofficial.json()).toEqual({ statusCode: 422, message: relayErrorMessages.unofficialMultiSend })
    const notExec = await post(t, {
      version: '1.4.1',
      to: safeDeployments.multiSendCallOnly,
      data: multiSend,
    })
    expect(notExec.json()).toEqual({ statusCode: 422, message: relayErrorMessages.invalidTransfer })
  })

  it('answers 422 for malformed bodies', async () => {
    const res = await post(t, { version: 'x', to: 'nope', data: '0x' })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ statusCode: 422, path: ['version'] })
    const status = await t.app.inject({ url: `/v1/chains/${devchain.chainId}/relay/status/0x1234` })
    expect(status.statusCode).toBe(422)
    const unknown = await t.app.inject({
      url: `/v1/chains/${devchain.chainId}/relay/status/0x${'ab'.repeat(32)}`,
    })
    expect(unknown.statusCode).toBe(404)
  })

  it('refuses the 6th relay for one Safe within the window with 429, and remaining is 0', async () => {
    const safe = devchain.demo.safe
    for (let used = 1; used < 5; used++) {
      const { data } = await signedTransfer(safe)
      const res = await post(t, { version: '1.4.1', to: safe, data })
      expect(res.statusCode).toBe(201)
      await waitForReceipt(client, { hash: RelayResponseSchema.parse(res.json()).taskId as Hex })
    }
    expect(await remaining(t, safe)).toEqual({ remaining: 0, limit: 5 })
    const relayerNonce = await client.getTransactionCount({ address: relayer })
    const { data } = await signedTransfer(safe)
    const res = await post(t, { version: '1.4.1', to: safe, data })
    expect(res.statusCode).toBe(429)
    expect(res.json()).toEqual({ statusCode: 429, message: `Relay limit reached for ${safe}` })
    expect(await client.getTransactionCount({ address: relayer })).toBe(relayerNonce)
  })
})

/** `createProxyWithNonce` calldata for a new Safe of `owners` (1 of n), and where it lands. */
function creation(owners: readonly Address[], saltNonce: bigint) {
  const initializer = encodeSafeSetup({ owners, threshold: 1n })
  const singleton = safeDeployments.safeL2
  return {
    data: encodeCreateProxyWithNonce({ singleton, initializer, saltNonce }),
    safe: predictSafeAddress({ initializer, saltNonce, singleton }),
  }
}

// gateway-contract.md §12.1: a creation is counted against every owner of the new Safe, all or none.
describe.each(testDatabaseKinds)('relayed Safe creations on %s', (database) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(
      { chains: [chainConfig({ privateKey: devRelayerKey(), limit: 2 })] },
      { database },
    )
  })
  afterAll(async () => {
    await t?.close()
  })

  const createSafe = (data: Hex) => post(t, { version: '1.4.1', to: safeDeployments.safeProxyFactory, data })
  // Salts unique to this run: both databases share one chain, where a used salt stays used.
  const salt = (n: number) => BigInt(Date.now()) * 1000n + BigInt(n) + (database === 'sqlite' ? 0n : 500n)

  it('counts a creation against each owner of the new Safe, not against the Safe or the relayer', async () => {
    const [a, b] = [owner(4).address, owner(5).address]
    const { data, safe } = creation([a, b], salt(1))
    const res = await createSafe(data)
    expect(res.statusCode).toBe(201)
    const receipt = await waitForReceipt(client, {
      hash: RelayResponseSchema.parse(res.json()).taskId as Hex,
    })
    expect(receipt.status).toBe('success')
    expect(await client.readContract({ address: safe, abi: safeAbi, functionName: 'getOwners' })).toEqual([
      a,
      b,
    ])
    expect(await remaining(t, a)).toEqual({ remaining: 1, limit: 2 })
    expect(await remaining(t, b)).toEqual({ remaining: 1, limit: 2 })
    expect(await remaining(t, safe)).toEqual({ remaining: 2, limit: 2 })
  })

  it('refuses a creation with 429 naming an owner who has used the limit, and takes nothing from the others', async () => {
    const [a, c] = [owner(4).address, owner(6).address]
    expect((await createSafe(creation([a], salt(2)).data)).statusCode).toBe(201)
    expect(await remaining(t, a)).toEqual({ remaining: 0, limit: 2 })
    const relayerNonce = await client.getTransactionCount({ address: relayer })

    const res = await createSafe(creation([c, a], salt(3)).data)
    expect(res.statusCode).toBe(429)
    expect(res.json()).toEqual({ statusCode: 429, message: `Relay limit reached for ${a}` })
    expect(await remaining(t, c)).toEqual({ remaining: 2, limit: 2 })
    expect(await client.getTransactionCount({ address: relayer })).toBe(relayerNonce)
  })

  it('refuses a creation that would fail on chain (the same salt again) with 422, using no slot', async () => {
    const d = owner(7).address
    const first = creation([d], salt(4))
    const created = await createSafe(first.data)
    expect(created.statusCode).toBe(201)
    await waitForReceipt(client, { hash: RelayResponseSchema.parse(created.json()).taskId as Hex })
    expect(await remaining(t, d)).toEqual({ remaining: 1, limit: 2 })

    const again = await createSafe(first.data)
    expect(again.statusCode).toBe(422)
    expect(again.json()).toEqual({
      code: 'SIMULATION_FAILED',
      statusCode: 422,
      message: 'Relay simulation failed: Create2 call failed. Nothing was sent.',
    })
    expect(await remaining(t, d)).toEqual({ remaining: 1, limit: 2 })
  })

  it('refuses a creation on another factory, with an unknown singleton or without owners', async () => {
    const e = owner(8).address
    const { data } = creation([e], salt(5))
    const elsewhere = await post(t, { version: '1.4.1', to: getDevAccount(6).address, data })
    expect(elsewhere.json()).toEqual({ statusCode: 422, message: relayErrorMessages.unofficialProxyFactory })
    const unknownSingleton = encodeCreateProxyWithNonce({
      singleton: getDevAccount(6).address,
      initializer: encodeSafeSetup({ owners: [e], threshold: 1n }),
      saltNonce: salt(6),
    })
    expect((await createSafe(unknownSingleton)).json()).toEqual({
      statusCode: 422,
      message: relayErrorMessages.unsupportedBaseContract,
    })
    const noOwners = encodeCreateProxyWithNonce({
      singleton: safeDeployments.safeL2,
      initializer: '0x',
      saltNonce: salt(7),
    })
    expect((await createSafe(noOwners)).json()).toEqual({
      statusCode: 422,
      message: relayErrorMessages.invalidTransfer,
    })
    expect(await remaining(t, e)).toEqual({ remaining: 2, limit: 2 })
  })
})

describe.each(testDatabaseKinds)('relay counters on %s', (database) => {
  it('survive a restart over the same database, and stop at the limit under concurrent requests', async () => {
    const testDatabase = await createTestDatabase(database, { migrate: false })
    const dataDir = await mkdtemp(path.join(tmpdir(), 'coffer-relay-restart-'))
    const config = parseConfig({
      logLevel: 'silent',
      dataDir,
      chains: [chainConfig({ privateKey: devRelayerKey(), limit: 2 })],
    })
    const safe = devchain.demo.safe
    try {
      const startApp = async () => {
        const deps = await createDeps(config, { db: testDatabase.db })
        const app = await createApp(deps)
        // The test database owns the Kysely instance: a restart closes the app, not the database.
        const close = async () => {
          await app.close()
          await deps.changes.close()
        }
        return { app, close }
      }
      const first = await startApp()
      const { data } = await signedTransfer(safe)
      const relayed = await first.app.inject({
        method: 'POST',
        url: `/v1/chains/${devchain.chainId}/relay`,
        payload: { version: '1.4.1', to: safe, data },
      })
      expect(relayed.statusCode).toBe(201)
      await waitForReceipt(client, {
        hash: RelayResponseSchema.parse(relayed.json()).taskId as Hex,
      })
      await first.close()

      const second = await startApp()
      const count = await second.app.inject({ url: `/v1/chains/${devchain.chainId}/relay/${safe}` })
      expect(count.json()).toEqual({ remaining: 1, limit: 2 })
      // Three relays race for the one slot left: exactly one is sent.
      const next = await signedTransfer(safe)
      const answers = await Promise.all(
        [0, 1, 2].map(() =>
          second.app.inject({
            method: 'POST',
            url: `/v1/chains/${devchain.chainId}/relay`,
            payload: { version: '1.4.1', to: safe, data: next.data },
          }),
        ),
      )
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 429, 429])
      await second.close()
    } finally {
      await testDatabase.destroy()
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})

describe('a chain without a relayer', () => {
  it('answers 403 "No relayer defined" and a count of 0 of 0', async () => {
    const t = await createTestApp({ chains: [chainConfig()] })
    try {
      const { data } = await signedTransfer(devchain.demo.safe)
      const res = await post(t, { version: '1.4.1', to: devchain.demo.safe, data })
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({ statusCode: 403, message: 'No relayer defined' })
      expect(await remaining(t, devchain.demo.safe)).toEqual({ remaining: 0, limit: 0 })
    } finally {
      await t.close()
    }
  })
})
