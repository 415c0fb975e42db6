import { createServer, type Server } from 'node:http'
import { safeAbi } from '@coffer/safe'
import { type Address, decodeFunctionData, encodeFunctionResult, isHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { parseConfig } from '../config.ts'
import { createChainRuntime } from '../createDeps.ts'
import { toHttpError } from '../errors.ts'
import { readSafeOnChain } from './readSafeOnChain.ts'

const safe141: Address = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
/** A contract that answers nonce() and getOwners() but reverts on VERSION(). */
const safeWithoutVersion: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const owner: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const notASafe: Address = '0x000000000000000000000000000000000000dEaD'

const RpcCallSchema = z.object({
  id: z.number(),
  method: z.literal('eth_call'),
  params: z.tuple([z.object({ to: z.string(), data: z.string().refine(isHex) })], z.unknown()),
})
const RpcBodySchema = z.union([RpcCallSchema, z.array(RpcCallSchema)])

function chainFor(rpcUrl: string) {
  const [chain] = parseConfig({
    chains: [{ chainId: 31337, name: 'Test', shortName: 'test', rpcUrl }],
  }).chains
  if (!chain) throw new Error('no chain')
  return createChainRuntime(chain)
}

describe('readSafeOnChain', () => {
  let server: Server
  let rpcUrl: string
  /** Every HTTP request the node received, as the number of JSON-RPC calls in it. */
  const requests: number[] = []

  // A node that knows two Safes; any other address reverts.
  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => {
        body += chunk
      })
      request.on('end', () => {
        const parsed = RpcBodySchema.parse(JSON.parse(body))
        const calls = Array.isArray(parsed) ? parsed : [parsed]
        requests.push(calls.length)
        const answers = calls.map((call) => {
          const [{ to, data }] = call.params
          const { functionName } = decodeFunctionData({ abi: safeAbi, data })
          const known = [safe141, safeWithoutVersion].find(
            (address) => address.toLowerCase() === to.toLowerCase(),
          )
          if (!known || (known === safeWithoutVersion && functionName === 'VERSION'))
            return {
              jsonrpc: '2.0',
              id: call.id,
              error: { code: 3, message: 'execution reverted', data: '0x' },
            }
          const result =
            functionName === 'nonce'
              ? encodeFunctionResult({ abi: safeAbi, functionName, result: 7n })
              : functionName === 'getOwners'
                ? encodeFunctionResult({ abi: safeAbi, functionName, result: [owner] })
                : encodeFunctionResult({ abi: safeAbi, functionName: 'VERSION', result: '1.4.1' })
          return { jsonrpc: '2.0', id: call.id, result }
        })
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

  it('reads nonce, owners and VERSION of Safes read at the same moment in one JSON-RPC request', async () => {
    const chain = chainFor(rpcUrl)
    requests.length = 0
    const [first, second] = await Promise.all([
      readSafeOnChain(chain, safe141),
      readSafeOnChain(chain, safeWithoutVersion),
    ])
    expect(first).toEqual({ nonce: 7n, owners: [owner], version: '1.4.1' })
    // A contract without VERSION() is still read; the caller refuses to hash for it.
    expect(second).toEqual({ nonce: 7n, owners: [owner], version: undefined })
    expect(requests).toEqual([6])
  })

  it('answers 422 for an address without a Safe and 503 when the node fails', async () => {
    await expect(readSafeOnChain(chainFor(rpcUrl), notASafe)).rejects.toSatisfy(
      (error) => toHttpError(error).status === 422,
    )
    // Port 9 (discard): nobody answers.
    const failure = await readSafeOnChain(chainFor('http://127.0.0.1:9'), safe141).catch((error) => error)
    expect(toHttpError(failure)).toMatchObject({ status: 503, isServerFault: true })
  })
})
