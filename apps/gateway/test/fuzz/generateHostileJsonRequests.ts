import { createRandom } from './createRandom.ts'
import { toValueKind, validValue } from './fuzzValues.ts'
import type { FuzzContext, FuzzRequest } from './generateFuzzRequest.ts'
import { type FuzzOperation, operationKey } from './parseOpenApiOperations.ts'
import type { FuzzOutcome } from './sendFuzzRequest.ts'

/** Bodies no JSON parser may accept as they are: broken JSON, and JSON that would set a prototype. */
export const hostileJsonBodies: readonly { note: string; body: string }[] = [
  { note: 'truncated JSON', body: '{"a":' },
  { note: 'not JSON', body: "{'a': 1}" },
  { note: '__proto__ key', body: '{"__proto__":{"polluted":true}}' },
  { note: 'nested __proto__ key', body: '{"a":[{"b":1},{"__proto__":{"polluted":true}}]}' },
  { note: 'constructor.prototype', body: '{"constructor":{"prototype":{"polluted":true}}}' },
]

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Every write operation gets each hostile body once as `application/json`, with valid path parameters:
 * whatever the route, the body parser refuses them before any handler, and the answer is the funnel's
 * 400 (`checkHostileJsonOutcome`). Ids go on from `firstIndex` so that they read as the sweep's.
 */
export function generateHostileJsonRequests(
  operations: readonly FuzzOperation[],
  context: FuzzContext,
  firstIndex: number,
): FuzzRequest[] {
  const requests: FuzzRequest[] = []
  for (const operation of operations.filter((candidate) => writeMethods.has(candidate.method))) {
    const key = operationKey(operation)
    const random = createRandom(firstIndex + requests.length)
    const example = context.examples[key]?.[0]
    let target = operation.path
    for (const { name } of operation.pathParameters) {
      const value = example?.path?.[name] ?? validValue(random, context, toValueKind(name))
      target = target.replace(`{${name}}`, () => encodeURIComponent(value))
    }
    for (const { note, body } of hostileJsonBodies)
      requests.push({
        id: `sweep-${firstIndex + requests.length}`,
        operation: key,
        method: operation.method,
        target,
        headers: { 'content-type': 'application/json' },
        body,
        bodyEncoding: 'utf8',
        notes: [`hostile JSON: ${note}`],
      })
  }
  return requests
}

/** What is wrong with the answer to a hostile body, in words: anything but the funnel's JSON 400. */
export function checkHostileJsonOutcome(outcome: FuzzOutcome): string[] {
  if (outcome.kind === 'no-response') return []
  if (outcome.status !== 400) return [`hostile JSON answered ${outcome.status}, not 400`]
  let body: unknown
  try {
    body = JSON.parse(outcome.body)
  } catch {
    return ['hostile JSON answered a body that is not JSON']
  }
  const isFunnelBody =
    typeof body === 'object' &&
    body !== null &&
    'statusCode' in body &&
    body.statusCode === 400 &&
    'message' in body &&
    typeof body.message === 'string'
  return isFunnelBody ? [] : ['hostile JSON answered a JSON body without statusCode 400 and a message']
}
