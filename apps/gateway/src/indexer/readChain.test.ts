import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createIndexerClient, getLogs, getTransactions } from './readChain.ts'

const RpcCallSchema = z.object({ id: z.number(), method: z.string() })
const RpcBodySchema = z.union([RpcCallSchema, z.array(RpcCallSchema)])

/** A JSON-RPC node that records each HTTP request's methods (a batch as several). */
let server: Server
let rpcUrl = ''
const requests: string[][] = []

const transaction = {
  hash: '0x2222222222222222222222222222222222222222222222222222222222222222' as const,
  from: '0x4e1dcf7ad4e460cfd30791ccc4f9c8a4f820ec67',
  to: null,
  input: '0x',
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const parsed = RpcBodySchema.parse(JSON.parse(body))
      const calls = Array.isArray(parsed) ? parsed : [parsed]
      requests.push(calls.map((call) => call.method))
      const answers = calls.map((call) => ({
        jsonrpc: '2.0',
        id: call.id,
        result: call.method === 'eth_getLogs' ? [] : { ...transaction },
      }))
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify(Array.isArray(parsed) ? answers : answers[0]))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (typeof address !== 'object' || address === null) throw new Error('server is not listening')
  rpcUrl = `http://127.0.0.1:${address.port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

describe('the indexer client', () => {
  it('batches reads but sends each eth_getLogs in a request of its own', async () => {
    const { client } = createIndexerClient(rpcUrl)
    const filter = { fromBlock: 0, toBlock: 10, topics: [] }
    await Promise.all([
      getTransactions(client, [transaction.hash, `0x${'3'.repeat(64)}`]),
      getLogs(client, filter),
      getLogs(client, filter),
    ])
    expect(requests).toHaveLength(3)
    expect(requests).toContainEqual(['eth_getTransactionByHash', 'eth_getTransactionByHash'])
    expect(requests.filter((methods) => methods.join() === 'eth_getLogs')).toHaveLength(2)
  })
})
