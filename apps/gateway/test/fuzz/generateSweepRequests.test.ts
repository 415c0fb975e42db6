import { describe, expect, it } from 'vitest'
import type { FuzzContext } from './generateFuzzRequest.ts'
import { generateSweepRequests, sweepJsonValues, sweepStrings } from './generateSweepRequests.ts'
import { parseOpenApiOperations } from './parseOpenApiOperations.ts'

const safe = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
const hash = `0x${'ab'.repeat(32)}`

const operations = parseOpenApiOperations({
  paths: {
    '/v2/chains/{chainId}/delegates': {
      get: {
        parameters: [
          { in: 'path', name: 'chainId', required: true, schema: { type: 'string' } },
          { in: 'query', name: 'label', required: false, schema: { type: 'string' } },
          { in: 'query', name: 'safe', required: false, schema: { type: 'string' } },
        ],
      },
    },
    '/v1/chains/{chainId}/transactions/{safeTxHash}': {
      delete: {
        parameters: [
          { in: 'path', name: 'chainId', required: true, schema: { type: 'string' } },
          { in: 'path', name: 'safeTxHash', required: true, schema: { type: 'string' } },
        ],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { signature: { type: 'string' } },
                required: ['signature'],
              },
            },
          },
        },
      },
    },
  },
})

const context: FuzzContext = {
  chainIds: ['31337'],
  safes: [safe],
  addresses: [safe],
  hashes: [hash],
  transactionIds: [],
  calldata: [],
  examples: {
    'DELETE /v1/chains/{chainId}/transactions/{safeTxHash}': [
      { path: { chainId: '31337', safeTxHash: hash }, body: { signature: '0x12' } },
    ],
  },
}

describe('generateSweepRequests', () => {
  const sweep = generateSweepRequests(operations, context)

  it('gives every parameter and body field each sweep value once, with the rest valid', () => {
    // delegates: chainId, label, safe; delete: chainId, safeTxHash, then signature and an extra field.
    expect(sweep).toHaveLength(5 * sweepStrings.length + 2 * sweepJsonValues.length)
    const labels = sweep.filter((request) => request.notes[0]?.startsWith('query label'))
    expect(labels.map((request) => request.target)).toContain('/v2/chains/31337/delegates?label=a%00b')
    const signatures = sweep.filter((request) => request.notes[0]?.startsWith('body.signature'))
    for (const request of signatures) expect(request.target).toBe(`/v1/chains/31337/transactions/${hash}`)
    expect(signatures.map((request) => request.body)).toContain('{"signature":"a\\u0000b"}')
    const extras = sweep.filter((request) => request.notes[0]?.startsWith('body.extra'))
    expect(extras.map((request) => request.body)).toContain('{"signature":"0x12","extra":null}')
  })

  it('numbers its requests in a stable order', () => {
    expect(sweep.map((request) => request.id)).toEqual(sweep.map((_, i) => `sweep-${i}`))
    expect(generateSweepRequests(operations, context)).toEqual(sweep)
  })
})
