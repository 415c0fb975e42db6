import { getDevAccount } from '@coffer/devchain'
import { createTestSafe } from '@coffer/devchain/testing'
import { getDeleteRequestTypedData } from '@coffer/safe'
import { type Address, concat, type Hex, toFunctionSelector } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/createTestApp.ts'
import { useTestDevchain } from '../../../test/devchainTestApp.ts'
import { type RecordingRpcProxy, startRecordingRpcProxy } from '../../../test/recordingRpcProxy.ts'
import { type Indexers, startIndexers } from '../../indexer/startIndexers.ts'
import { waitFor } from '../../indexer/testing/indexerHarness.ts'
import {
  approvedHashSignature,
  devChainId,
  proposeBody,
  safeTxHashOf,
  signSafeTx,
  type TestTx,
} from './testing/proposalFixtures.ts'

// What one request may cost: a body no bigger than a real one needs, and chain calls bounded by the
// Safe's owners, never by the number of signature parts sent (a 1 MB propose carries 8,000 of them).

const deployer = getDevAccount(0)
const owners = [getDevAccount(4), getDevAccount(5), getDevAccount(6)] as const
const recipient: Address = '0x000000000000000000000000000000000000dEaD'
const approvedHashes = toFunctionSelector('approvedHashes(address,bytes32)')
const safeReads = ['nonce()', 'getOwners()', 'VERSION()'].map((signature) => toFunctionSelector(signature))

const devchain = useTestDevchain('proposal-limits')
let proxy: RecordingRpcProxy
let t: TestApp
let indexers: Indexers
let safe: Address
let nodeFailsApprovedHashes = false

beforeAll(async () => {
  proxy = await startRecordingRpcProxy(devchain.rpcUrl, {
    fails: (call) => nodeFailsApprovedHashes && call.selector === approvedHashes,
  })
  ;({ safe } = await createTestSafe({
    rpcUrl: devchain.rpcUrl,
    sender: deployer,
    owners: owners.map((owner) => owner.address),
    threshold: 2,
  }))
  t = await createTestApp({
    chains: [
      {
        chainId: devChainId,
        name: 'Coffer Devchain',
        shortName: 'coffer',
        rpcUrl: proxy.url,
        isTestnet: true,
        l2: true,
        indexer: { pollIntervalMs: 50 },
      },
    ],
  })
  indexers = startIndexers(t.deps, { info: () => {}, warn: () => {} })
  await waitFor(
    () =>
      t.deps.db.selectFrom('safe_states').select('address').where('address', '=', safe).executeTakeFirst(),
    { what: `${safe} indexed` },
  )
}, 60_000)

afterAll(async () => {
  await indexers?.stop()
  await t?.close()
  await proxy?.close()
})

const send = (method: 'POST' | 'DELETE', url: string, payload: unknown) =>
  t.app.inject({
    method,
    url: `/v1/chains/${devChainId}/transactions/${url}`,
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json' },
  })
const proposeWith = (tx: TestTx, signature: Hex) =>
  send('POST', `${safe}/propose`, proposeBody(safe, tx, { sender: owners[0].address, signature }))

/** The eth_calls `run` made, by selector. */
async function ethCallsOf(run: () => Promise<unknown>): Promise<string[]> {
  const from = proxy.calls.length
  await run()
  return proxy.calls
    .slice(from)
    .filter((call) => call.method === 'eth_call')
    .map((call) => call.selector ?? '')
}

const tooLarge = { statusCode: 413, message: 'Request body is too large', error: 'Payload Too Large' }

describe('what one proposal may cost', () => {
  it('refuses more signature parts than the Safe has owners without a chain call per part', async () => {
    const parts = concat(Array.from({ length: 1000 }, () => approvedHashSignature(owners[0].address)))
    let status = 0
    let body: unknown
    const calls = await ethCallsOf(async () => {
      const response = await proposeWith({ to: recipient, nonce: 0n, value: 1n }, parts)
      status = response.statusCode
      body = response.json()
    })
    expect({ status, body }).toEqual({
      status: 422,
      body: { code: 422, message: '1000 signatures, at most 3 accepted: one per owner of the Safe' },
    })
    // The Safe's nonce, owners and VERSION, and nothing for the parts.
    expect([...calls].sort()).toEqual([...safeReads].sort())
  })

  it('verifies parts in order and stops at the first that fails', async () => {
    const tx = { to: recipient, nonce: 0n, value: 2n }
    const parts = concat(owners.map((owner) => approvedHashSignature(owner.address)))
    const calls = await ethCallsOf(async () => {
      expect((await proposeWith(tx, parts)).json()).toEqual({ code: 422, message: 'Invalid signature' })
    })
    expect(calls.filter((selector) => selector === approvedHashes)).toHaveLength(1)
  })

  it('refuses a propose body larger than a transaction a node accepts with 413', async () => {
    // 8,000 parts: ~1 MB, under the app's limit for other routes.
    const parts = concat(Array.from({ length: 8000 }, () => approvedHashSignature(owners[0].address)))
    const calls = await ethCallsOf(async () => {
      const response = await proposeWith({ to: recipient, nonce: 0n, value: 3n }, parts)
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 413, body: tooLarge })
    })
    expect(calls).toEqual([])
  })

  it('takes a propose as large as a real one: 120 KiB of data', async () => {
    const tx = { to: recipient, nonce: 0n, value: 0n, data: `0x${'ab'.repeat(120 * 1024)}` } as const
    const response = await proposeWith(tx, await signSafeTx(owners[0], safe, tx))
    expect(response.statusCode).toBe(200)
    expect(response.json().txId).toBe(`multisig_${safe}_${safeTxHashOf(safe, tx)}`)
  })

  it('refuses confirmation and deletion bodies larger than one signature needs with 413', async () => {
    const tx = { to: recipient, nonce: 0n, value: 4n }
    const hash = safeTxHashOf(safe, tx)
    expect((await proposeWith(tx, await signSafeTx(owners[0], safe, tx))).statusCode).toBe(200)
    const many = concat(Array.from({ length: 200 }, () => approvedHashSignature(owners[1].address)))

    const confirmed = await send('POST', `${hash}/confirmations`, { signature: many })
    expect({ status: confirmed.statusCode, body: confirmed.json() }).toEqual({ status: 413, body: tooLarge })
    const deleteSignature = await owners[0].signTypedData(
      getDeleteRequestTypedData({ chainId: devChainId, safe, safeTxHash: hash }),
    )
    const deleted = await send('DELETE', hash, { signature: deleteSignature, padding: ' '.repeat(2048) })
    expect({ status: deleted.statusCode, body: deleted.json() }).toEqual({ status: 413, body: tooLarge })

    // Bodies of the real size still pass.
    expect(
      (await send('POST', `${hash}/confirmations`, { signature: await signSafeTx(owners[1], safe, tx) }))
        .statusCode,
    ).toBe(200)
    expect((await send('DELETE', hash, { signature: deleteSignature })).statusCode).toBe(200)
  })
})

describe('a node that fails while a signature is verified', () => {
  it('answers 503, as for any other read the node fails, not 500', async () => {
    nodeFailsApprovedHashes = true
    try {
      const tx = { to: recipient, nonce: 0n, value: 5n }
      const response = await proposeWith(tx, approvedHashSignature(owners[0].address))
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 503,
        body: { code: 503, message: 'Service unavailable' },
      })
    } finally {
      nodeFailsApprovedHashes = false
    }
  })
})
