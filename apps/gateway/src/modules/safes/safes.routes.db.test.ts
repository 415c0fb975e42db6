import { safeDeployments } from '@coffer/safe'
import fastifySwagger from '@fastify/swagger'
import Fastify from 'fastify'
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/createTestApp.ts'
import { testDatabaseKinds } from '../../../test/testDatabase.ts'
import { validatorCompiler } from '../../http/validatorCompiler.ts'
import { balancesRoutes } from '../balances/index.ts'
import { collectiblesRoutes } from '../collectibles/index.ts'
import { ownersRoutes } from '../owners/index.ts'
import {
  insertConfirmation,
  insertMultisigTransaction,
  insertSafe,
  insertTransfer,
} from './safeRows.fixture.ts'
import { safesRoutes } from './safes.routes.ts'

const chainId = 31337
const safe = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
const otherSafe = '0x1111111111111111111111111111111111111111'
const [ownerA, ownerB, ownerC] = [
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
] as const
const moduleAddress = '0x2222222222222222222222222222222222222222'
const guardAddress = '0x3333333333333333333333333333333333333333'
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`

describe.each(testDatabaseKinds)('Safe read routes on %s', (database) => {
  let t: TestApp

  beforeAll(async () => {
    t = await createTestApp({}, { database })
    const { db } = t.deps
    // An older state (block 1) and the current one (block 5): the highest block wins.
    await insertSafe(db, { chainId, address: safe, owners: [ownerA], threshold: 1, nonce: 0, blockNumber: 1 })
    await insertSafe(db, {
      chainId,
      address: safe,
      owners: [ownerA, ownerB, ownerC],
      threshold: 2,
      nonce: 3,
      singleton: safeDeployments.safeL2,
      fallbackHandler: safeDeployments.compatibilityFallbackHandler,
      guard: '0x0000000000000000000000000000000000000000',
      blockNumber: 5,
    })
    await insertSafe(db, {
      chainId,
      address: otherSafe,
      owners: [ownerA],
      threshold: 1,
      modules: [moduleAddress],
      guard: guardAddress,
      singleton: '0x4444444444444444444444444444444444444444',
    })
    const base = { chain_id: chainId, safe }
    for (const nonce of [0, 1, 2])
      await insertMultisigTransaction(db, {
        ...base,
        safe_tx_hash: hash(nonce + 1),
        nonce,
        modified_at: (nonce + 1) * 1_000_000,
        executed_block: nonce + 2,
        executed_at: (nonce + 1) * 1_000_000,
        success: 1,
      })
    // Queued: nonce 3 (trusted, confirmed by A), 4 and 7 (untrusted); a leftover nonce-1 proposal is not queued.
    await insertMultisigTransaction(db, { ...base, safe_tx_hash: hash(10), nonce: 3, modified_at: 5_000_000 })
    await insertConfirmation(db, { chain_id: chainId, safe_tx_hash: hash(10), owner: ownerA })
    await insertMultisigTransaction(db, {
      ...base,
      safe_tx_hash: hash(11),
      nonce: 4,
      modified_at: 4_000_000,
      trusted: 0,
    })
    await insertMultisigTransaction(db, {
      ...base,
      safe_tx_hash: hash(12),
      nonce: 7,
      modified_at: 4_500_000,
      trusted: 0,
    })
    await insertMultisigTransaction(db, { ...base, safe_tx_hash: hash(13), nonce: 1, modified_at: 9_000_000 })
    await insertTransfer(db, {
      ...base,
      type: 'ERC20',
      token_address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      from: ownerA,
      to: safe,
      value: '5',
      token_id: null,
      block_number: 9,
      executed_at: 6_000_999,
    })
    await insertTransfer(db, {
      ...base,
      type: 'ERC721',
      token_address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      from: ownerA,
      to: safe,
      value: null,
      token_id: '0',
      block_number: 4,
      executed_at: 2_500_000,
    })
  })
  afterAll(async () => {
    await t?.close()
  })

  const get = (url: string) => t.app.inject({ method: 'GET', url })

  it('serves Safe info from the latest state, with tags in seconds and names of known contracts', async () => {
    const res = await get(`/v1/chains/31337/safes/${safe.toLowerCase()}`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      address: { value: safe, name: null, logoUri: null },
      chainId: '31337',
      nonce: 3,
      threshold: 2,
      owners: [ownerA, ownerB, ownerC].map((value) => ({ value, name: null, logoUri: null })),
      implementation: { value: safeDeployments.safeL2, name: 'SafeL2 1.4.1', logoUri: null },
      implementationVersionState: 'UP_TO_DATE',
      collectiblesTag: '2500',
      txQueuedTag: '5000',
      txHistoryTag: '6000',
      messagesTag: null,
      modules: null,
      fallbackHandler: {
        value: safeDeployments.compatibilityFallbackHandler,
        name: 'CompatibilityFallbackHandler 1.4.1',
        logoUri: null,
      },
      guard: null,
      version: '1.4.1',
    })
  })

  it('reports modules and guard, and UNKNOWN for an unknown singleton; null tags when nothing happened', async () => {
    const info = (await get(`/v1/chains/31337/safes/${otherSafe}`)).json()
    expect(info).toMatchObject({
      modules: [{ value: moduleAddress, name: null, logoUri: null }],
      guard: { value: guardAddress, name: null, logoUri: null },
      fallbackHandler: null,
      version: null,
      implementationVersionState: 'UNKNOWN',
      collectiblesTag: null,
      txQueuedTag: null,
      txHistoryTag: null,
    })
  })

  it('answers CGW errors: 422 for a bad address, 404 for an unknown Safe or chain', async () => {
    const bad = await get('/v1/chains/31337/safes/0x1234')
    expect(bad.statusCode).toBe(422)
    expect(bad.json()).toEqual({
      statusCode: 422,
      code: 'custom',
      message: 'Invalid address',
      path: ['safeAddress'],
    })
    for (const url of [
      '/v1/chains/31337/safes/0x5555555555555555555555555555555555555555',
      `/v1/chains/5/safes/${safe}`,
      `/v1/chains/31337/safes/0x5555555555555555555555555555555555555555/nonces`,
    ]) {
      const res = await get(url)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ code: 404, message: 'An error occurred' })
    }
  })

  it('recommends the nonce after the highest trusted transaction', async () => {
    expect((await get(`/v1/chains/31337/safes/${safe}/nonces`)).json()).toEqual({
      currentNonce: 3,
      recommendedNonce: 4,
    })
    expect((await get(`/v1/chains/31337/safes/${otherSafe}/nonces`)).json()).toEqual({
      currentNonce: 0,
      recommendedNonce: 0,
    })
  })

  it('validates overview entries (422) and leaves out Safes that fail (no node here)', async () => {
    const bad = await get('/v1/safes?safes=31337:0xnope')
    expect(bad.statusCode).toBe(422)
    expect(bad.json()).toMatchObject({ statusCode: 422, path: ['safes', 0] })
    expect((await get('/v1/safes')).statusCode).toBe(422)
    const res = await get(`/v1/safes?safes=31337:${safe},5:${safe}&currency=usd`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual([])
  })

  it('answers 400 for a non-boolean flag and 503 when the node is down', async () => {
    const flag = await get(`/v1/chains/31337/safes/${safe}/balances/usd?trusted=yes`)
    expect(flag.statusCode).toBe(400)
    expect(flag.json()).toEqual({
      statusCode: 400,
      message: 'Validation failed (boolean string is expected)',
      error: 'Bad Request',
    })
    const down = await get(`/v1/chains/31337/safes/${safe}/balances/usd`)
    expect(down.statusCode).toBe(503)
    expect(down.json()).toEqual({ code: 503, message: 'Service unavailable' })
  })

  it('documents every read route in the OpenAPI', async () => {
    // Only these modules' routes: the document must build from their schemas whatever other modules do.
    const app = Fastify()
    app.setValidatorCompiler(validatorCompiler)
    app.setSerializerCompiler(serializerCompiler)
    await app.register(fastifySwagger, {
      openapi: { info: { title: 'read API', version: '0' } },
      transform: jsonSchemaTransform,
    })
    safesRoutes(app, t.deps)
    ownersRoutes(app, t.deps)
    balancesRoutes(app, t.deps)
    collectiblesRoutes(app, t.deps)
    await app.ready()
    const paths = Object.keys(app.swagger().paths ?? {})
    await app.close()
    for (const route of [
      '/v1/chains/{chainId}/safes/{safeAddress}',
      '/v1/chains/{chainId}/safes/{safeAddress}/nonces',
      '/v1/safes',
      '/v1/chains/{chainId}/owners/{ownerAddress}/safes',
      '/v1/owners/{ownerAddress}/safes',
      '/v2/owners/{ownerAddress}/safes',
      '/v1/chains/{chainId}/safes/{safeAddress}/balances/{currency}',
      '/v2/chains/{chainId}/safes/{safeAddress}/collectibles',
      '/v1/chains/{chainId}/safes/{safeAddress}/collectibles',
    ])
      expect(paths).toContain(route)
  })
})
