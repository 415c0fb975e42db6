import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { getDevAccount } from '@coffer/devchain'
import { execSafeTransaction } from '@coffer/devchain/testing'
import type { FastifyInstance } from 'fastify'
import { encodeFunctionData, erc20Abi, formatEther, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  devchainTestChain,
  type IndexedTestApp,
  startIndexedTestApp,
  useTestDevchain,
} from '../../../test/devchainTestApp.ts'
import { buildSafe, buildTransfer, fixtureAddress, insertSafeData } from '../../../test/safeDataFixtures.ts'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/testDatabase.ts'
import { waitForSafeIndexed } from '../../../test/waitForSafeIndexed.ts'
import { createApp } from '../../app.ts'
import { parseConfig } from '../../config.ts'
import { createDeps } from '../../createDeps.ts'
import { waitFor, waitForIndexedHead } from '../../indexer/testing/indexerHarness.ts'
import { exportCsvHeaders } from './exportColumns.ts'
import { parseCsv } from './testing/parseCsv.ts'

const chainId = 31337
const account = (index: number) => getDevAccount(index)
const column = (name: string) => exportCsvHeaders.indexOf(name)

type JobStatus = {
  id: string
  progress: number
  failedReason?: string
  returnValue?: { downloadUrl: string }
}

/** Launches an export through the route, polls it until done, and downloads its CSV through the link. */
async function exportCsv(app: FastifyInstance, safe: string, body: object = {}): Promise<string[][]> {
  const launched = await app.inject({
    method: 'POST',
    url: `/v1/export/chains/${chainId}/${safe}`,
    payload: body,
  })
  expect(launched.statusCode).toBe(202)
  const { id } = launched.json<JobStatus>()
  const done = await waitFor(
    async () => {
      const status = (await app.inject({ url: `/v1/export/${id}/status` })).json<JobStatus>()
      return status.returnValue || status.failedReason ? status : undefined
    },
    { what: `export ${id} done` },
  )
  expect(done).toMatchObject({
    progress: 100,
    returnValue: { downloadUrl: expect.stringContaining(`/v1/export/${id}/download`) },
  })
  const url = new URL(done.returnValue?.downloadUrl ?? '')
  const file = await app.inject({ url: url.pathname })
  expect(file.statusCode).toBe(200)
  expect(file.headers['content-type']).toBe('text/csv; charset=utf-8')
  expect(file.headers['content-disposition']).toMatch(/^attachment; filename="transaction-export-0x/)
  return parseCsv(file.body)
}

describe.each(testDatabaseKinds)('CSV export of a Safe indexed from the devchain (%s)', (kind) => {
  const devchain = useTestDevchain(`export-${kind}`)
  let indexed: IndexedTestApp
  let receipts: { eth: string; token: string }

  beforeAll(async () => {
    indexed = await startIndexedTestApp(devchain, { database: kind })
    const safe = devchain.demo.safe
    await waitForSafeIndexed(indexed.gatewayUrl, chainId, safe)
    const common = { rpcUrl: devchain.rpcUrl, safe, signers: [account(1), account(2)], executor: account(0) }
    const eth = await execSafeTransaction({
      ...common,
      tx: { to: account(5).address, value: parseEther('1.25') },
    })
    const token = await execSafeTransaction({
      ...common,
      tx: {
        to: devchain.demo.token,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [account(6).address, parseUnits('12.5', 18)],
        }),
      },
    })
    receipts = { eth: eth.receipt.transactionHash, token: token.receipt.transactionHash }
    await waitForIndexedHead(indexed.t.deps.db, { chainId, rpcUrl: devchain.rpcUrl })
  }, 120_000)
  afterAll(async () => {
    await indexed?.indexers.stop()
    await indexed?.t.close()
  })

  it('exports the Safe’s transfers in and out, with the Safe transactions that sent them', async () => {
    const safe = devchain.demo.safe
    const records = await exportCsv(indexed.t.app, safe)
    expect(records[0]).toEqual(exportCsvHeaders)
    const rows = records
      .slice(1)
      .map((row) =>
        Object.fromEntries(
          [
            'From Address',
            'To Address',
            'Amount',
            'Asset Type',
            'Asset Symbol',
            'Direction',
            'Nonce',
            'Executor Address',
            'Transaction Hash',
          ].map((name) => [name, row[column(name)]]),
        ),
      )
    expect(rows).toEqual([
      expect.objectContaining({
        'To Address': safe,
        Amount: '10',
        'Asset Type': 'native',
        'Asset Symbol': 'ETH',
        Direction: 'incoming',
      }),
      expect.objectContaining({
        Amount: '1000',
        'Asset Type': 'erc20',
        'Asset Symbol': 'CDT',
        Direction: 'incoming',
      }),
      expect.objectContaining({
        Amount: '1',
        'Asset Type': 'erc721',
        'Asset Symbol': 'CNFT',
        Direction: 'incoming',
      }),
      {
        'From Address': safe,
        'To Address': account(5).address,
        Amount: '1.25',
        'Asset Type': 'native',
        'Asset Symbol': 'ETH',
        Direction: 'outgoing',
        Nonce: '0',
        'Executor Address': account(0).address,
        'Transaction Hash': receipts.eth,
      },
      {
        'From Address': safe,
        'To Address': account(6).address,
        Amount: '12.5',
        'Asset Type': 'erc20',
        'Asset Symbol': 'CDT',
        Direction: 'outgoing',
        Nonce: '1',
        'Executor Address': account(0).address,
        'Transaction Hash': receipts.token,
      },
    ])
  }, 60_000)

  it('honours the execution-date range', async () => {
    const records = await exportCsv(indexed.t.app, devchain.demo.safe, {
      executionDateGte: '2000-01-01',
      executionDateLte: '2000-12-31',
    })
    expect(records).toEqual([exportCsvHeaders])
  }, 60_000)

  it('refuses bad input with the contract’s 4xx bodies', async () => {
    const { app } = indexed.t
    const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload })
    const safeUrl = `/v1/export/chains/${chainId}/${devchain.demo.safe}`
    const badDate = await post(safeUrl, { executionDateGte: 'yesterday' })
    expect(badDate.statusCode).toBe(422)
    expect(badDate.json()).toMatchObject({ statusCode: 422, path: ['executionDateGte'] })
    const reversed = await post(safeUrl, { executionDateGte: '2025-02-01', executionDateLte: '2025-01-01' })
    expect(reversed.statusCode).toBe(422)
    expect((await post(safeUrl, { limit: 0 })).statusCode).toBe(422)
    expect((await post(`/v1/export/chains/${chainId}/0x1234`, {})).statusCode).toBe(422)
    const unknownSafe = await post(`/v1/export/chains/${chainId}/${fixtureAddress('nobody')}`, {})
    expect(unknownSafe.statusCode).toBe(404)
    expect(unknownSafe.json()).toEqual({ code: 404, message: 'An error occurred' })
    expect((await post(`/v1/export/chains/5/${devchain.demo.safe}`, {})).statusCode).toBe(404)
    expect((await app.inject({ url: '/v1/export/not-a-job/status' })).statusCode).toBe(422)
    const unknownJob = await app.inject({ url: '/v1/export/00000000-0000-4000-8000-000000000000/status' })
    expect(unknownJob.statusCode).toBe(404)
    expect(
      (await app.inject({ url: '/v1/export/00000000-0000-4000-8000-000000000000/download' })).statusCode,
    ).toBe(404)
  })
})

describe.each(testDatabaseKinds)('a CSV export across a gateway restart (%s)', (kind) => {
  const safe = fixtureAddress('restart safe')
  const rows = 10_000
  let database: TestDatabase

  let dataDir = ''
  /** A gateway process's app over the database: no chain is read, only the export worker runs. */
  const open = async (db: TestDatabase['db']) => {
    const config = parseConfig({
      logLevel: 'silent',
      port: 18080,
      dataDir,
      chains: [devchainTestChain('http://127.0.0.1:9')],
      indexer: { enabled: false },
    })
    const deps = await createDeps(config, { db })
    return { deps, app: await createApp(deps) }
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind)
    dataDir = await mkdtemp(path.join(tmpdir(), 'coffer-export-'))
    await insertSafeData(database.db, {
      safes: [buildSafe({ address: safe })],
      transfers: Array.from({ length: rows }, (_, i) =>
        buildTransfer({ safe, block_number: 100 + i, type: 'NATIVE_COIN', value: String(i) }),
      ),
    })
  }, 120_000)
  afterAll(async () => {
    await database?.destroy()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('resumes a pending job when the gateway starts again, and the file holds every row once', async () => {
    const first = await open(database.db)
    await first.app.ready()
    const launched = await first.app.inject({
      method: 'POST',
      url: `/v1/export/chains/${chainId}/${safe}`,
      payload: {},
    })
    expect(launched.statusCode).toBe(202)
    const { id } = launched.json<JobStatus>()
    // Stopped right after the answer: the job is in the database, part-way at most.
    await first.app.close()
    const stopped = await database.db
      .selectFrom('export_jobs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(stopped.status).toBe('pending')
    expect(stopped.rows_written).toBeLessThan(rows)

    const second = await open(database.reopen())
    try {
      const records = await exportCsvOfJob(second.app, id)
      expect(records).toHaveLength(rows + 1)
      const amounts = records.slice(1).map((row) => row[column('Amount')])
      expect(amounts).toEqual(Array.from({ length: rows }, (_, i) => formatEther(BigInt(i))))
    } finally {
      await second.app.close()
      await second.deps.close()
    }
  }, 120_000)
})

async function exportCsvOfJob(app: FastifyInstance, id: string): Promise<string[][]> {
  const done = await waitFor(
    async () => {
      const status = (await app.inject({ url: `/v1/export/${id}/status` })).json<JobStatus>()
      return status.returnValue ? status : undefined
    },
    { what: `export ${id} done` },
  )
  const file = await app.inject({ url: new URL(done.returnValue?.downloadUrl ?? '').pathname })
  return parseCsv(file.body)
}
