import { describe, expect, it } from 'vitest'
import { createRandom, deriveSeed } from './createRandom.ts'
import { toValueKind } from './fuzzValues.ts'
import { type FuzzContext, generateFuzzRequest } from './generateFuzzRequest.ts'
import { parseOpenApiOperations } from './parseOpenApiOperations.ts'

const safe = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const hash = `0x${'ab'.repeat(32)}`

/** A slice of the gateway's OpenAPI description, in the shape @fastify/swagger writes. */
const document = {
  openapi: '3.0.3',
  paths: {
    '/v1/chains/{chainId}/safes/{safeAddress}/transactions/history': {
      get: {
        parameters: [
          { in: 'query', name: 'cursor', required: false, schema: { type: 'string', maxLength: 200 } },
          { in: 'query', name: 'trusted', required: false, schema: { type: 'string' } },
          { in: 'path', name: 'chainId', required: true, schema: { type: 'string' } },
          { in: 'path', name: 'safeAddress', required: true, schema: { type: 'string' } },
        ],
      },
    },
    '/v1/chains/{chainId}/transactions/{safeTxHash}/confirmations': {
      post: {
        parameters: [
          { in: 'path', name: 'chainId', required: true, schema: { type: 'string' } },
          { in: 'path', name: 'safeTxHash', required: true, schema: { type: 'string' } },
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { signature: { type: 'string', pattern: '^0x[0-9a-fA-F]*$' } },
                required: ['signature'],
              },
            },
          },
        },
      },
    },
    '/health': { get: { summary: 'Liveness' }, parameters: [] },
  },
}

const context: FuzzContext = {
  chainIds: ['31337'],
  safes: [safe],
  addresses: [owner],
  hashes: [hash],
  transactionIds: [`multisig_${safe}_${hash}`],
  calldata: ['0xa9059cbb'],
  examples: {
    'POST /v1/chains/{chainId}/transactions/{safeTxHash}/confirmations': [
      { path: { chainId: '31337', safeTxHash: hash }, body: { signature: `0x${'11'.repeat(65)}` } },
    ],
  },
}

const operations = parseOpenApiOperations(document)
const generate = (index: number, seed = 7) => generateFuzzRequest(operations, context, { seed, index })
const many = (count: number, seed = 7) => Array.from({ length: count }, (_, index) => generate(index, seed))

describe('parseOpenApiOperations', () => {
  it('lists every operation sorted, with its path and query parameters and JSON body schema', () => {
    expect(operations.map((operation) => `${operation.method} ${operation.path}`)).toEqual([
      'GET /health',
      'GET /v1/chains/{chainId}/safes/{safeAddress}/transactions/history',
      'POST /v1/chains/{chainId}/transactions/{safeTxHash}/confirmations',
    ])
    const [, history, confirmations] = operations
    expect(history?.pathParameters.map((parameter) => parameter.name)).toEqual(['chainId', 'safeAddress'])
    expect(history?.queryParameters.map((parameter) => parameter.name)).toEqual(['cursor', 'trusted'])
    expect(history?.body).toBeNull()
    expect(confirmations?.body).toMatchObject({ required: ['signature'] })
  })

  it('refuses a document without paths', () => {
    expect(() => parseOpenApiOperations({ openapi: '3.0.3' })).toThrow()
  })
})

describe('createRandom', () => {
  it('repeats itself for a seed and stays in range', () => {
    const a = createRandom(42)
    const b = createRandom(42)
    const draws = Array.from({ length: 100 }, () => a.int(10))
    expect(Array.from({ length: 100 }, () => b.int(10))).toEqual(draws)
    expect(new Set(draws).size).toBe(10)
    expect(createRandom(1).hex(20)).toMatch(/^[0-9a-f]{40}$/)
    expect(deriveSeed(1, 0)).not.toBe(deriveSeed(1, 1))
    expect(deriveSeed(1, 0)).not.toBe(deriveSeed(2, 0))
  })
})

describe('generateFuzzRequest', () => {
  it('generates the same request for a seed and index, whatever was generated before', () => {
    const first = many(50)
    expect(generate(37)).toEqual(first[37])
    expect(generate(37, 8)).not.toEqual(first[37])
  })

  it('gives every operation its share, with no path template left unfilled', () => {
    const requests = many(300)
    for (const operation of operations)
      expect(requests.filter((request) => request.operation.endsWith(operation.path))).toHaveLength(100)
    for (const request of requests) expect(request.target).not.toMatch(/\{(chainId|safeAddress|safeTxHash)\}/)
  })

  it('only sends what Node can put on the wire: no controls, spaces or characters above U+00FF', () => {
    for (const request of many(3000)) {
      expect(request.target).toMatch(/^[\u0021-\u00ff]*$/)
      expect(request.method).toMatch(/^[A-Z-]+$/)
      for (const value of Object.values(request.headers)) expect(value).toMatch(/^[\u0020-\u00ff]*$/)
    }
  })

  it('sends valid requests as well as broken ones', () => {
    const requests = many(900)
    const history = requests.filter((request) => request.operation.includes('/transactions/history'))
    const valid = history.filter(
      (request) =>
        request.method === 'GET' &&
        request.target.startsWith('/v1/chains/31337/safes/0x') &&
        request.notes.every((note) => !note.includes('invalid')),
    )
    expect(valid.length).toBeGreaterThan(history.length / 4)
    expect(history.some((request) => request.notes.some((note) => note.includes('invalid')))).toBe(true)
  })

  it('derives bodies from the examples and the schema, and mutates them', () => {
    const confirmations = many(900).filter((request) => request.operation.endsWith('/confirmations'))
    const bodies = confirmations.flatMap((request) =>
      request.method === 'POST' &&
      request.body !== null &&
      request.headers['content-type'] === 'application/json'
        ? [request]
        : [],
    )
    const parsed = bodies.flatMap((request) => {
      try {
        return [JSON.parse(request.body ?? '')]
      } catch {
        return []
      }
    })
    // Untouched examples, bodies from the schema, and mutated fields (wrong types, removed, added).
    expect(parsed).toContainEqual({ signature: `0x${'11'.repeat(65)}` })
    expect(
      confirmations.some(
        (request) => request.target === `/v1/chains/31337/transactions/${hash}/confirmations`,
      ),
    ).toBe(true)
    expect(bodies.some((request) => request.notes.includes('body from the schema'))).toBe(true)
    expect(
      bodies.some((request) => request.notes.some((note) => /^body\.\w+ (=|removed|added)/.test(note))),
    ).toBe(true)
    expect(parsed.some((body) => typeof body?.signature !== 'string')).toBe(true)
  })

  it('sometimes changes the method and the content type', () => {
    const requests = many(2000)
    expect(requests.some((request) => request.notes.some((note) => note.startsWith('method ')))).toBe(true)
    expect(requests.some((request) => request.notes.some((note) => note.startsWith('content-type ')))).toBe(
      true,
    )
  })
})

describe('toValueKind', () => {
  it('guesses what a parameter or field holds from its name', () => {
    expect(toValueKind('chainId')).toBe('chainId')
    expect(toValueKind('safeAddress')).toBe('safe')
    expect(toValueKind('ownerAddress')).toBe('address')
    expect(toValueKind('refundReceiver')).toBe('address')
    expect(toValueKind('safeTxHash')).toBe('hash')
    expect(toValueKind('taskId')).toBe('hash')
    expect(toValueKind('signedSafeTxHash')).toBe('signature')
    expect(toValueKind('id')).toBe('transactionId')
    expect(toValueKind('nonce')).toBe('integer')
    expect(toValueKind('execution_date__gte')).toBe('date')
    expect(toValueKind('label')).toBe('text')
  })
})
