import { createRandom } from './createRandom.ts'
import { exampleFromSchema } from './exampleFromSchema.ts'
import { toValueKind, validValue } from './fuzzValues.ts'
import { type FuzzContext, type FuzzRequest, serialize } from './generateFuzzRequest.ts'
import { type FuzzOperation, operationKey } from './parseOpenApiOperations.ts'

/** What each parameter gets in turn: the strings that broke parsers and databases before. */
export const sweepStrings: readonly string[] = [
  '\u0000',
  'a\u0000b',
  '%',
  '',
  '-1',
  '1e18',
  '٣',
  '9'.repeat(80),
  'a'.repeat(300),
  '__proto__',
  '🦊',
]

/** What each top-level body field gets in turn. */
export const sweepJsonValues: readonly unknown[] = [
  '\u0000',
  'a\u0000b',
  '',
  '1e18',
  '٣',
  '9'.repeat(80),
  'x'.repeat(100_000),
  -1,
  1.5,
  null,
  [],
  { a: '\u0000' },
]

/**
 * Every path and query parameter, and every top-level body field, of every operation gets each sweep value
 * once, with everything else valid (the operation's first example, or values from the context): a
 * deterministic pass that random requests would only hit by luck. A few thousand requests at most.
 */
export function generateSweepRequests(
  operations: readonly FuzzOperation[],
  context: FuzzContext,
): FuzzRequest[] {
  const requests: FuzzRequest[] = []
  for (const operation of operations) {
    const key = operationKey(operation)
    const example = context.examples[key]?.[0]
    // One PRNG per operation, seeded by its name: its values do not move when another operation changes.
    const random = createRandom(hashString(key))
    const valid = (name: string) => example?.path?.[name] ?? validValue(random, context, toValueKind(name))
    const pathValues = new Map(
      operation.pathParameters.map((parameter) => [parameter.name, valid(parameter.name)]),
    )
    const queryValues = new Map(
      operation.queryParameters
        .filter((parameter) => parameter.required)
        .map((parameter) => [parameter.name, valid(parameter.name)]),
    )
    const body = operation.body
      ? (example?.body ?? exampleFromSchema(random, context, operation.body, '', 0))
      : undefined
    const build = (
      note: string,
      path: ReadonlyMap<string, string>,
      query: ReadonlyMap<string, string>,
      json: unknown,
    ): FuzzRequest => {
      let target = operation.path
      for (const [name, value] of path) target = target.replace(`{${name}}`, () => encodeURIComponent(value))
      const search = [...query].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')
      return {
        id: `sweep-${requests.length}`,
        operation: key,
        method: operation.method,
        target: search ? `${target}?${search}` : target,
        headers: json === undefined ? {} : { 'content-type': 'application/json' },
        body: json === undefined ? null : serialize(json),
        bodyEncoding: 'utf8',
        notes: [note],
      }
    }
    for (const parameter of operation.pathParameters)
      for (const value of sweepStrings)
        requests.push(
          build(
            `path ${parameter.name} = ${JSON.stringify(value.slice(0, 40))}`,
            new Map([...pathValues, [parameter.name, value]]),
            queryValues,
            body,
          ),
        )
    for (const parameter of operation.queryParameters)
      for (const value of sweepStrings)
        requests.push(
          build(
            `query ${parameter.name} = ${JSON.stringify(value.slice(0, 40))}`,
            pathValues,
            new Map([...queryValues, [parameter.name, value]]),
            body,
          ),
        )
    if (isRecord(body))
      for (const field of [...Object.keys(body), 'extra'])
        for (const value of sweepJsonValues)
          requests.push(
            build(`body.${field} = ${(JSON.stringify(value) ?? '').slice(0, 40)}`, pathValues, queryValues, {
              ...body,
              [field]: value,
            }),
          )
  }
  return requests
}

function hashString(text: string): number {
  let hash = 0
  for (const char of text) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) >>> 0
  return hash
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
