import { describe, expect, it } from 'vitest'
import type { FuzzContext } from './generateFuzzRequest.ts'
import {
  checkHostileJsonOutcome,
  generateHostileJsonRequests,
  hostileJsonBodies,
} from './generateHostileJsonRequests.ts'
import { parseOpenApiOperations } from './parseOpenApiOperations.ts'

const safe = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
const chainParameter = { in: 'path', name: 'chainId', required: true, schema: { type: 'string' } }
const operations = parseOpenApiOperations({
  paths: {
    '/v1/chains/{chainId}': { get: { parameters: [chainParameter] } },
    '/v1/chains/{chainId}/safes/{safeAddress}/messages': {
      post: {
        parameters: [
          chainParameter,
          { in: 'path', name: 'safeAddress', required: true, schema: { type: 'string' } },
        ],
      },
    },
    '/v2/notifications/subscriptions': { delete: {} },
  },
})
const context: FuzzContext = {
  chainIds: ['31337'],
  safes: [safe],
  addresses: [safe],
  hashes: [],
  transactionIds: [],
  calldata: [],
  examples: {},
}
const response = (status: number, body: string) =>
  ({ kind: 'response', status, headers: {}, body, ms: 1 }) as const

describe('generateHostileJsonRequests', () => {
  it('sends every hostile body as JSON to every write route, with valid path parameters', () => {
    const requests = generateHostileJsonRequests(operations, context, 7)
    expect(requests).toHaveLength(2 * hostileJsonBodies.length)
    expect(requests[0]?.id).toBe('sweep-7')
    expect(new Set(requests.map((request) => request.operation))).toEqual(
      new Set([
        'POST /v1/chains/{chainId}/safes/{safeAddress}/messages',
        'DELETE /v2/notifications/subscriptions',
      ]),
    )
    for (const request of requests) {
      expect(request.headers).toEqual({ 'content-type': 'application/json' })
      expect(request.target).not.toContain('{')
    }
    expect(requests.map((request) => request.body)).toContain('{"__proto__":{"polluted":true}}')
  })

  it("accepts only the funnel's JSON 400", () => {
    const funnel = '{"statusCode":400,"message":"Unexpected end of JSON input","error":"Bad Request"}'
    expect(checkHostileJsonOutcome(response(400, funnel))).toEqual([])
    expect(checkHostileJsonOutcome(response(500, '{"code":500}'))).toEqual([
      'hostile JSON answered 500, not 400',
    ])
    expect(checkHostileJsonOutcome(response(400, ''))).toEqual([
      'hostile JSON answered a body that is not JSON',
    ])
    expect(checkHostileJsonOutcome(response(400, '{"code":400}'))).toHaveLength(1)
  })
})
