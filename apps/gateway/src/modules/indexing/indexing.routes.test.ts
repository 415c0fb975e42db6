import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/createTestApp.ts'

describe('GET /v1/chains/:chainId/about/indexing', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t?.close()
  })

  it('is 404 for a chain that is not configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/chains/1/about/indexing' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ code: 404, message: 'An error occurred' })
  })

  it('is not synced before the indexer ran', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/chains/31337/about/indexing' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      lastSync: 0,
      synced: false,
      currentBlockNumber: 0,
      erc20BlockNumber: 0,
    })
  })

  it('reports the cursor against the newest head, synced within 2 blocks', async () => {
    const at = Date.UTC(2026, 10, 22, 3, 0, 0)
    await t.deps.db
      .insertInto('indexer_cursors')
      .values({
        chain_id: 31337,
        block_number: 98,
        block_hash: `0x${'1'.repeat(64)}`,
        block_timestamp: at,
        head_block_number: 100,
        head_block_timestamp: at + 24_000,
        updated_at: at,
      })
      .execute()
    const res = await t.app.inject({ method: 'GET', url: '/v1/chains/31337/about/indexing' })
    expect(res.json()).toEqual({
      lastSync: at,
      synced: true,
      currentBlockNumber: 100,
      currentBlockTimestamp: '2026-11-22T03:00:24.000Z',
      erc20BlockNumber: 98,
      erc20BlockTimestamp: '2026-11-22T03:00:00.000Z',
      erc20Synced: true,
      masterCopiesBlockNumber: 98,
      masterCopiesBlockTimestamp: '2026-11-22T03:00:00.000Z',
      masterCopiesSynced: true,
    })
    await t.deps.db.updateTable('indexer_cursors').set({ block_number: 97 }).execute()
    const behind = await t.app.inject({ method: 'GET', url: '/v1/chains/31337/about/indexing' })
    expect(behind.json()).toMatchObject({ synced: false, erc20Synced: false })
  })
})
