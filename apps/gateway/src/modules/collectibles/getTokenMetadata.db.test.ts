import { createServer, type Server } from 'node:http'
import { decodeFunctionData, encodeAbiParameters, erc721Abi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/testDatabase.ts'
import { parseConfig } from '../../config.ts'
import { createChainRuntime } from '../../createDeps.ts'
import { getTokenMetadata } from './getTokenMetadata.ts'

const nft = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'

const RpcCallSchema = z.object({
  id: z.number(),
  method: z.string(),
  params: z.tuple([z.object({ data: z.templateLiteral(['0x', z.string()]) })]).or(z.array(z.unknown())),
})
const RpcBodySchema = z.union([RpcCallSchema, z.array(RpcCallSchema)])

describe.each(testDatabaseKinds)('getTokenMetadata on %s', (kind) => {
  let server: Server
  let origin: string
  let database: TestDatabase
  const hits = { rpc: 0, metadata: 0 }

  // One server plays the node (JSON-RPC, batches too) and the metadata host.
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.method === 'GET') {
        hits.metadata++
        return response.end(JSON.stringify({ name: `Token ${request.url?.split('/').pop()}` }))
      }
      let body = ''
      request.on('data', (chunk) => {
        body += chunk
      })
      request.on('end', () => {
        const parsed = RpcBodySchema.parse(JSON.parse(body))
        const calls = Array.isArray(parsed) ? parsed : [parsed]
        const answers = calls.map((call) => {
          hits.rpc++
          const [first] = call.params
          if (call.method !== 'eth_call' || typeof first !== 'object' || first === null || !('data' in first))
            return { jsonrpc: '2.0', id: call.id, result: '0x7a69' }
          const data = z.templateLiteral(['0x', z.string()]).parse(first.data)
          const { args } = decodeFunctionData({ abi: erc721Abi, data })
          const id = String(args?.[0])
          if (id === '99')
            return {
              jsonrpc: '2.0',
              id: call.id,
              error: { code: 3, message: 'execution reverted', data: '0x' },
            }
          return {
            jsonrpc: '2.0',
            id: call.id,
            result: encodeAbiParameters([{ type: 'string' }], [`${origin}/meta/${id}`]),
          }
        })
        response.setHeader('content-type', 'application/json')
        response.end(JSON.stringify(Array.isArray(parsed) ? answers : answers[0]))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${listeningPort(server)}`
    database = await createTestDatabase(kind)
  })
  afterAll(async () => {
    await database?.destroy()
    await new Promise((resolve) => server.close(resolve))
  })

  function setup(rpcUrl: string) {
    let now = 1_000_000
    const config = parseConfig({
      nftMetadata: { allowPrivateNetworks: true, cacheTtlSeconds: 60, failureCacheTtlSeconds: 10 },
      chains: [{ chainId: 31337, name: 'Test', shortName: 'test', rpcUrl }],
    })
    const chainConfig = config.chains[0]
    if (!chainConfig) throw new Error('no chain')
    const deps = { db: database.db, config, now: () => now }
    return {
      read: (tokenId: string) =>
        getTokenMetadata(deps, createChainRuntime(chainConfig), { address: nft, tokenId }),
      advance: (ms: number) => {
        now += ms
      },
    }
  }

  it('reads tokenURI and its metadata once, then serves the cache until the TTL', async () => {
    const { read, advance } = setup(origin)
    expect(await read('1')).toEqual({ uri: `${origin}/meta/1`, metadata: { name: 'Token 1' } })
    const before = { ...hits }
    expect(await read('1')).toEqual({ uri: `${origin}/meta/1`, metadata: { name: 'Token 1' } })
    expect(hits).toEqual(before)
    advance(61_000)
    await read('1')
    expect(hits.metadata).toBe(before.metadata + 1)
  })

  it('remembers a reverting tokenURI for the failure TTL only', async () => {
    const { read, advance } = setup(origin)
    expect(await read('99')).toEqual({ uri: null, metadata: null })
    const rpc = hits.rpc
    await read('99')
    expect(hits.rpc).toBe(rpc)
    advance(11_000)
    await read('99')
    expect(hits.rpc).toBeGreaterThan(rpc)
    const row = await database.db
      .selectFrom('nft_metadata')
      .selectAll()
      .where('token_id', '=', '99')
      .executeTakeFirst()
    expect(row).toMatchObject({ ok: 0, uri: null, metadata: null })
  })

  it('serves a stale entry when the node does not answer', async () => {
    const { read, advance } = setup('http://127.0.0.1:9')
    advance(10 * 60_000)
    expect(await read('1')).toEqual({ uri: `${origin}/meta/1`, metadata: { name: 'Token 1' } })
    expect(await read('2')).toEqual({ uri: null, metadata: null })
  })
})

function listeningPort(server: Server): number {
  const address = server.address()
  if (typeof address !== 'object' || address === null) throw new Error('server is not listening')
  return address.port
}
