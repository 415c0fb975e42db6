import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { getDevAccount } from '@coffer/devchain'
import { execSafeTransaction } from '@coffer/devchain/testing'
import { getSafeTxTypedData, hashSafeTx } from '@coffer/safe'
import {
  getTransactionQueue,
  getTxPreview,
  postSafeGasEstimation,
  setBaseUrl,
} from '@safe-global/safe-gateway-typescript-sdk'
import { encodeFunctionData, erc20Abi, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestDevchain } from '../../../test/devchainTestApp.ts'
import {
  buildConfirmation,
  buildMultisigTransaction,
  insertSafeData,
} from '../../../test/safeDataFixtures.ts'
import { createTestDatabase, type TestDatabase } from '../../../test/testDatabase.ts'
import { type StartedGateway, startGateway } from '../../startGateway.ts'
import { SimulationSchema } from './simulation.schema.ts'

const chainId = '31337'
const recipient = getDevAccount(6).address
const [owner1, owner2] = [getDevAccount(1), getDevAccount(2)]

// The real thing: anvil with the demo Safe, a gateway indexing it, the official SDK calling the gateway.
describe('queue, preview, estimations and simulations on a real anvil through the official SDK', () => {
  let dir: string
  const devchain = useTestDevchain('simulation-sdk')
  let database: TestDatabase
  let gateway: StartedGateway
  let safe: `0x${string}`

  const simulate = async (body: object) => {
    const response = await fetch(`${gateway.url}/v1/chains/${chainId}/safes/${safe}/simulations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: await response.json() }
  }
  const waitFor = async <T>(read: () => Promise<T | undefined>, what: string): Promise<T> => {
    for (let attempt = 0; attempt < 400; attempt++) {
      const value = await read()
      if (value !== undefined) return value
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    throw new Error(`timed out waiting for ${what}`)
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'coffer-simulation-sdk-'))
    safe = devchain.demo.safe
    database = await createTestDatabase('sqlite')
    gateway = await startGateway(
      {
        port: 0,
        dataDir: path.join(dir, 'gateway'),
        logLevel: 'silent',
        chains: [
          {
            chainId: 31337,
            name: 'Coffer Devchain',
            shortName: 'coffer',
            rpcUrl: devchain.rpcUrl,
            isTestnet: true,
            l2: true,
          },
        ],
      },
      { db: database.db },
    )
    setBaseUrl(gateway.url)
    await waitFor(async () => {
      const response = await fetch(`${gateway.url}/v1/chains/${chainId}/safes/${safe}`)
      return response.ok ? true : undefined
    }, 'the demo Safe to be indexed')
  }, 60_000)
  afterAll(async () => {
    await gateway?.close()
    await database?.destroy()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('simulates an ETH transfer the Safe can pay as a success, with the gas it uses', async () => {
    const { status, body } = await simulate({
      to: recipient,
      value: parseEther('1').toString(),
      data: '0x',
      operation: 0,
    })
    expect(status).toBe(200)
    const simulation = SimulationSchema.parse(body)
    expect(simulation).toMatchObject({ success: true, returnData: '0x', revertReason: null })
    expect(BigInt(simulation.gasUsed)).toBeGreaterThan(0n)
  })

  it('simulates a transfer of more than the balance as a failure, with the revert reason when there is one', async () => {
    const eth = await simulate({
      to: recipient,
      value: parseEther('1000').toString(),
      data: null,
      operation: 0,
    })
    expect(eth).toMatchObject({ status: 200, body: { success: false, revertReason: null } })
    const tooMany = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, parseUnits('1000000', 18)],
    })
    const token = await simulate({ to: devchain.demo.token, value: '0', data: tooMany, operation: 0 })
    expect(token).toMatchObject({
      status: 200,
      body: { success: false, revertReason: 'ERC20: transfer amount exceeds balance' },
    })
  })

  it('refuses malformed bodies with 422 and unknown Safes with 404', async () => {
    expect((await simulate({ to: '0x12', value: '1', data: '0x', operation: 0 })).status).toBe(422)
    expect((await simulate({ to: recipient, value: '-1', data: '0x', operation: 0 })).status).toBe(422)
    expect((await simulate({ to: recipient, value: '1', data: '0x', operation: 2 })).status).toBe(422)
    const unknown = await fetch(`${gateway.url}/v1/chains/${chainId}/safes/${recipient}/simulations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: recipient, value: '1', data: '0x', operation: 0 }),
    })
    expect(unknown.status).toBe(404)
    const post = (url: string, body: object) =>
      fetch(`${gateway.url}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((response) => response.status)
    const good = { to: recipient, value: '1', data: '0x', operation: 0 }
    const preview = (address: string) => `/v1/chains/${chainId}/transactions/${address}/preview`
    const estimations = (address: string) =>
      `/v2/chains/${chainId}/safes/${address}/multisig-transactions/estimations`
    expect(await post(preview(safe), { ...good, value: undefined })).toBe(422)
    expect(await post(preview(recipient), good)).toBe(404)
    expect(await post(estimations(safe), { ...good, data: 'xyz' })).toBe(422)
    expect(await post(estimations(recipient), good)).toBe(404)
  })

  it('refuses a value beyond uint256 or not in digits with 422 (found by the OpenAPI fuzz test: 500s)', async () => {
    for (const value of [String(2n ** 256n), '1.5', '1e18', '٣']) {
      const body = { to: recipient, value, data: '0x', operation: 0 }
      expect((await simulate(body)).status).toBe(422)
      const estimation = await fetch(
        `${gateway.url}/v2/chains/${chainId}/safes/${safe}/multisig-transactions/estimations`,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
      )
      expect(estimation.status).toBe(422)
      expect(await estimation.json()).toMatchObject({
        statusCode: 422,
        message: 'Invalid base-10 numeric string',
      })
    }
  })

  it('estimates a transfer that succeeds (postSafeGasEstimation) and refuses one that would fail with 422', async () => {
    const estimation = await postSafeGasEstimation(chainId, safe, {
      to: recipient,
      value: parseEther('1').toString(),
      data: '0x',
      operation: 0,
    })
    expect(estimation).toEqual({ currentNonce: 0, recommendedNonce: 0, safeTxGas: '0' })
    await expect(
      postSafeGasEstimation(chainId, safe, {
        to: recipient,
        value: parseEther('1000').toString(),
        data: '0x',
        operation: 0,
      }),
    ).rejects.toThrow(
      /CGW error - 422: The transaction would fail: the call to 0x\w+ reverts without a reason/,
    )
    const tooMany = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, parseUnits('1000000', 18)],
    })
    await expect(
      postSafeGasEstimation(chainId, safe, {
        to: devchain.demo.token,
        value: '0',
        data: tooMany,
        operation: 0,
      }),
    ).rejects.toThrow('CGW error - 422: The transaction would fail: ERC20: transfer amount exceeds balance')
  })

  it('previews a native transfer and an ERC-20 transfer as the stored transaction would show (getTxPreview)', async () => {
    const native = await getTxPreview(chainId, safe, 0, '0x', recipient, '5')
    expect(native.txInfo).toMatchObject({
      type: 'Transfer',
      direction: 'OUTGOING',
      sender: { value: safe },
      recipient: { value: recipient },
      transferInfo: { type: 'NATIVE_COIN', value: '5' },
    })
    expect(native.txData).toMatchObject({ hexData: null, value: '5', operation: 0, to: { value: recipient } })
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, 7n] })
    const token = await getTxPreview(chainId, safe, 0, data, devchain.demo.token, '0')
    expect(token.txInfo).toMatchObject({
      type: 'Transfer',
      transferInfo: { type: 'ERC20', tokenAddress: devchain.demo.token, value: '7', tokenSymbol: 'CDT' },
    })
    expect(token.txData.dataDecoded).toMatchObject({ method: 'transfer' })
    const rejection = await getTxPreview(chainId, safe, 0, '0x', safe, '0')
    expect(rejection.txInfo).toMatchObject({ type: 'Custom', isCancellation: true })
  })

  it('shows a signed proposal in the queue (getTransactionQueue) and drops it once executed on chain', async () => {
    // A proposal as the propose route stores it: real safeTxHash, owner 1's EIP-712 signature.
    const tx = { to: recipient, value: 3n, nonce: 0n }
    const safeTxHash = hashSafeTx({ chainId: 31337, safe, tx })
    const signature = await owner1.signTypedData(getSafeTxTypedData({ chainId: 31337, safe, tx }))
    await insertSafeData(database.db, {
      multisigTransactions: [
        buildMultisigTransaction({
          safe,
          nonce: 0,
          safe_tx_hash: safeTxHash,
          to: recipient,
          value: '3',
          executed_block: null,
          proposer: owner1.address,
          proposed_at: Date.now(),
          modified_at: Date.now(),
        }),
      ],
      confirmations: [buildConfirmation({ safe_tx_hash: safeTxHash, owner: owner1.address, signature })],
    })
    const queue = await getTransactionQueue(chainId, safe)
    // `count` is not in the SDK's type, but CGW sends it: the number of items.
    expect(queue).toMatchObject({ count: 2 })
    expect(queue.results).toMatchObject([
      { type: 'LABEL', label: 'Next' },
      {
        type: 'TRANSACTION',
        conflictType: 'None',
        transaction: {
          id: `multisig_${safe}_${safeTxHash}`,
          txStatus: 'AWAITING_CONFIRMATIONS',
          executionInfo: { nonce: 0, confirmationsRequired: 2, confirmationsSubmitted: 1 },
        },
      },
    ])
    const estimation = await postSafeGasEstimation(chainId, safe, {
      to: recipient,
      value: '1',
      data: '0x',
      operation: 0,
    })
    expect(estimation).toMatchObject({ currentNonce: 0, recommendedNonce: 1 })

    // The indexer announces the execution (kind `queue` among others), which empties the cached queue.
    await execSafeTransaction({
      rpcUrl: devchain.rpcUrl,
      safe,
      tx: { to: recipient, value: 3n },
      signers: [owner1, owner2],
      executor: getDevAccount(0),
    })
    const emptied = await waitFor(async () => {
      const page = await getTransactionQueue(chainId, safe)
      return page.results.length === 0 ? page : undefined
    }, 'the executed proposal to leave the queue')
    expect(emptied).toMatchObject({ count: 0, next: null, previous: null, results: [] })
  })
})
