import { createRandom, deriveSeed, type Random } from './createRandom.ts'
import { exampleFromSchema } from './exampleFromSchema.ts'
import { invalidValue, nastyStrings, toValueKind, validValue } from './fuzzValues.ts'
import { type FuzzOperation, type FuzzParameter, operationKey } from './parseOpenApiOperations.ts'

/** What the gateway under test knows about: valid values the generator starts from before it mutates them. */
export type FuzzContext = {
  /** Chain ids the gateway serves, decimal. */
  chainIds: readonly string[]
  /** Safes the gateway has indexed, checksummed. */
  safes: readonly string[]
  /** Other addresses that mean something there (owners, tokens, Safe contracts), checksummed. */
  addresses: readonly string[]
  /** safeTxHashes and chain transaction hashes that exist there. */
  hashes: readonly string[]
  /** Transaction ids from the gateway's own answers (`multisig_…`, `module_…`, …). */
  transactionIds: readonly string[]
  /** Calldata that decodes (an ERC-20 transfer, a MultiSend, an execTransaction…). */
  calldata: readonly string[]
  /**
   * Valid requests per operation (`POST /v1/…`), e.g. a signed confirmation and the hash it confirms:
   * mutated as well as the requests derived from the schema, so that some get all the way through.
   */
  examples: Readonly<Record<string, readonly FuzzExample[]>>
}

/** Path parameters (by name) and a JSON body that make a valid request together. */
export type FuzzExample = { path?: Readonly<Record<string, string>>; body?: unknown }

export type FuzzRequest = {
  /**
   * Which request of the run: its index among the random ones (with the seed, all it takes to generate it
   * again), or `sweep-<n>` for the sweep's.
   */
  id: string
  /** The operation it was derived from, e.g. `GET /v1/chains/{chainId}`. */
  operation: string
  method: string
  /** Path and query string exactly as sent. */
  target: string
  headers: Record<string, string>
  body: string | null
  /** `latin1`: the body's characters are bytes (not UTF-8), to send bytes that are not valid UTF-8. */
  bodyEncoding: 'utf8' | 'latin1'
  /** What the generator did, in words, for the failure report. */
  notes: string[]
}

/**
 * Request number `index` of a fuzz run: the operation is the index modulo the operation count (every
 * operation gets its share), everything else comes from a PRNG seeded with the seed and the index alone.
 * Each request draws how broken it is — a quarter are valid, most others break a few things — so that many
 * get past validation into the services and the chain reads behind them.
 */
export function generateFuzzRequest(
  operations: readonly FuzzOperation[],
  context: FuzzContext,
  { seed, index }: { seed: number; index: number },
): FuzzRequest {
  const operation = operations[index % operations.length]
  if (!operation) throw new Error('The OpenAPI description has no operations')
  const random = createRandom(deriveSeed(seed, index))
  const notes: string[] = []
  const key = operationKey(operation)
  /** The chance that any one part of the request is broken. */
  const breakage = random.pick([0, 0.1, 0.3, 0.6])
  const fuzz: Fuzzing = { random, context, breakage, notes }
  const examples = context.examples[key] ?? []
  const example = examples.length > 0 && random.chance(0.5) ? random.pick(examples) : undefined
  if (example) notes.push('from an example')

  let path = operation.path
  for (const parameter of operation.pathParameters) {
    const exampleValue = example?.path?.[parameter.name]
    const { value, note } =
      exampleValue !== undefined && !random.chance(breakage)
        ? { value: exampleValue, note: "the example's" }
        : generateParameterValue(fuzz, parameter)
    const mode = random.chance(breakage * 0.2) ? 'raw' : 'encoded'
    notes.push(`path ${parameter.name}: ${note}${mode === 'raw' ? ' (raw)' : ''}`)
    const segment = mode === 'raw' ? toRawPathValue(value) : encodeURIComponent(value)
    path = path.replace(`{${parameter.name}}`, () => segment)
  }
  if (random.chance(breakage * 0.08)) {
    const suffix = random.pick(['/', '//', '/..', '/%2e%2e', ';x=1', '#fragment', '/%', '/.', '%00'])
    notes.push(`path suffix ${suffix}`)
    path += suffix
  }

  const query = generateQuery(fuzz, operation.queryParameters)
  const method = generateMethod(fuzz, operation.method)
  const headers: Record<string, string> = {}
  const { body, bodyEncoding } = generateBody(fuzz, operation, example, method, headers)
  addExtraHeaders(fuzz, headers)

  return {
    id: String(index),
    operation: key,
    method,
    target: query ? `${path}?${query}` : path,
    headers,
    body,
    bodyEncoding,
    notes,
  }
}

/** One request's generation: its PRNG, what it starts from, how broken it is, what it did. */
type Fuzzing = { random: Random; context: FuzzContext; breakage: number; notes: string[] }

function generateParameterValue(
  { random, context, breakage }: Fuzzing,
  parameter: FuzzParameter,
): { value: string; note: string } {
  const kind = toValueKind(parameter.name)
  if (!random.chance(breakage)) {
    const value = validValue(random, context, kind)
    return { value, note: `valid ${kind} ${preview(value)}` }
  }
  const value = random.chance(0.5) ? invalidValue(random, context, kind) : random.pick(nastyStrings)
  return { value, note: `invalid ${kind} ${preview(value)}` }
}

// ---- query ------------------------------------------------------------------------------------------

function generateQuery(fuzz: Fuzzing, parameters: readonly FuzzParameter[]): string {
  const { random, breakage, notes } = fuzz
  const pairs: string[] = []
  for (const parameter of parameters) {
    if (!parameter.required && random.chance(0.5)) continue
    if (parameter.required && random.chance(breakage * 0.1)) {
      notes.push(`query ${parameter.name}: missing`)
      continue
    }
    const { value, note } = generateParameterValue(fuzz, parameter)
    notes.push(`query ${parameter.name}: ${note}`)
    pairs.push(`${encodeURIComponent(parameter.name)}=${encodeQueryValue(fuzz, value)}`)
    if (random.chance(breakage * 0.1)) {
      notes.push(`query ${parameter.name}: repeated`)
      pairs.push(`${encodeURIComponent(parameter.name)}=${encodeURIComponent(value)}`)
    }
  }
  if (random.chance(breakage * 0.2)) {
    const extra = random.pick([
      'unknown=1',
      'limit=5',
      'offset=-1',
      'trusted',
      'a[b]=c',
      '__proto__[x]=1',
      'constructor=1',
      '=',
      '&',
      `x=${'y'.repeat(10_000)}`,
      '%=%',
    ])
    notes.push(`query extra ${preview(extra)}`)
    pairs.push(extra)
  }
  return pairs.join('&')
}

function encodeQueryValue({ random, breakage, notes }: Fuzzing, value: string): string {
  if (!random.chance(breakage * 0.2)) return encodeURIComponent(value)
  notes.push('(raw)')
  return toRawPathValue(value)
}

/**
 * A value put into the URL without encoding, as a careless client would — except what Node's HTTP client
 * refuses to send at all (controls, spaces, characters above U+00FF), which is percent-encoded.
 */
function toRawPathValue(value: string): string {
  return Array.from(value, (char) => {
    const code = char.codePointAt(0) ?? 0
    return code <= 0x20 || code === 0x7f || code > 0xff ? encodeURIComponent(char) : char
  }).join('')
}

// ---- method, body, headers --------------------------------------------------------------------------

/** Other methods: ones Node's server parses but no route declares (M-SEARCH), and one it refuses (FOO). */
const otherMethods = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'PURGE',
  'FOO',
  'M-SEARCH',
]

function generateMethod({ random, breakage, notes }: Fuzzing, declared: string): string {
  if (!random.chance(breakage * 0.3)) return declared
  const method = random.pick(otherMethods)
  if (method !== declared) notes.push(`method ${method} (declared ${declared})`)
  return method
}

const otherContentTypes = [
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=utf-16',
  'application/vnd.api+json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  '',
]

function generateBody(
  fuzz: Fuzzing,
  operation: FuzzOperation,
  example: FuzzExample | undefined,
  method: string,
  headers: Record<string, string>,
): { body: string | null; bodyEncoding: 'utf8' | 'latin1' } {
  const { random, context, breakage, notes } = fuzz
  const none = { body: null, bodyEncoding: 'utf8' as const }
  if (method === 'GET' || method === 'HEAD') {
    if (!random.chance(breakage * 0.05)) return none
    notes.push('body on a GET/HEAD')
  } else if (!operation.body && !random.chance(breakage * 0.5)) return none

  const contentType = random.chance(breakage * 0.4) ? random.pick(otherContentTypes) : 'application/json'
  if (contentType !== '') headers['content-type'] = contentType
  if (contentType !== 'application/json') notes.push(`content-type ${preview(contentType)}`)

  if (random.chance(breakage * 0.2)) {
    const { body, note, encoding } = rawBody(random)
    notes.push(`raw body: ${note}`)
    return { body, bodyEncoding: encoding }
  }
  const start =
    example?.body !== undefined
      ? structuredClone(example.body)
      : exampleFromSchema(random, context, operation.body ?? { type: 'object' }, '', 0)
  if (example?.body === undefined) notes.push('body from the schema')
  const mutated = mutateBody(fuzz, start)
  return { body: serialize(mutated), bodyEncoding: 'utf8' }
}

function rawBody(random: Random): { body: string; note: string; encoding: 'utf8' | 'latin1' } {
  const choice = random.int(12)
  switch (choice) {
    case 0:
      return { body: '{', note: 'truncated JSON', encoding: 'utf8' }
    case 1:
      return { body: '{"to":}', note: 'invalid JSON', encoding: 'utf8' }
    case 2:
      return { body: '{"a":1}garbage', note: 'trailing garbage', encoding: 'utf8' }
    case 3:
      return { body: '\uFEFF{}', note: 'byte order mark', encoding: 'utf8' }
    case 4:
      return { body: '', note: 'empty', encoding: 'utf8' }
    case 5:
      return { body: 'null', note: 'null', encoding: 'utf8' }
    case 6:
      return { body: '"0x"', note: 'a string', encoding: 'utf8' }
    case 7:
      return { body: '[{}]', note: 'an array', encoding: 'utf8' }
    case 8:
      return { body: `{"a":"${'x'.repeat(1_100_000)}"}`, note: 'over the 1 MiB limit', encoding: 'utf8' }
    case 9:
      return { body: '{"to":"\u00ff\u00fe"}', note: 'bytes that are not UTF-8', encoding: 'latin1' }
    case 10:
      return {
        body: `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
        note: '100,000 nested arrays',
        encoding: 'utf8',
      }
    default:
      return {
        body: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
        note: 'prototype keys',
        encoding: 'utf8',
      }
  }
}

/** JSON values for a field of the wrong type or in the wrong form; `deep:<n>` is n nested arrays. */
const wrongValues: readonly unknown[] = [
  0,
  1,
  -1,
  1.5,
  1e308,
  true,
  false,
  null,
  [],
  {},
  [1, 2],
  { a: 1 },
  '',
  ' ',
  '1e18',
  '٣',
  '-1',
  '1.5',
  '0x',
  '0x1',
  ' 1 ',
  '9'.repeat(100),
  'x'.repeat(300_000),
  '\u0000',
  'deep:2000',
]

function mutateBody({ random, context, breakage, notes }: Fuzzing, value: unknown): unknown {
  if (!random.chance(breakage * 1.5)) {
    notes.push('body unmutated')
    return value
  }
  if (random.chance(0.07)) {
    const replacement = random.pick(wrongValues)
    notes.push(`body replaced by ${previewJson(replacement)}`)
    return replacement
  }
  if (!isRecord(value)) return value
  const mutated: Record<string, unknown> = { ...value }
  const count = 1 + random.int(3)
  for (let i = 0; i < count; i++) {
    const fields = Object.keys(mutated)
    const action = random.int(10)
    if (action === 0 && fields.length > 0) {
      const field = random.pick(fields)
      delete mutated[field]
      notes.push(`body.${field} removed`)
    } else if (action === 1) {
      const field = random.pick([
        'extra',
        '__proto__',
        'constructor',
        'prototype',
        'toString',
        'nonce',
        'safe',
      ])
      const extra = random.pick(wrongValues)
      setField(mutated, field, extra)
      notes.push(`body.${field} added = ${previewJson(extra)}`)
    } else if (fields.length > 0) {
      const field = random.pick(fields)
      const kind = toValueKind(field)
      const replacement =
        action < 6
          ? random.pick(wrongValues)
          : kind === 'text'
            ? random.pick(nastyStrings)
            : invalidValue(random, context, kind)
      setField(mutated, field, replacement)
      notes.push(`body.${field} = ${previewJson(replacement)}`)
    }
  }
  return mutated
}

/** Sets an own property, `__proto__` included (as JSON.parse makes it), never the prototype. */
function setField(object: Record<string, unknown>, field: string, value: unknown): void {
  Object.defineProperty(object, field, { value, enumerable: true, writable: true, configurable: true })
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** JSON text; `"deep:<n>"` strings become n nested arrays (built as text: JSON.stringify would recurse). */
export function serialize(value: unknown): string {
  const text = JSON.stringify(value) ?? 'null'
  return text.replace(/"deep:(\d+)"/g, (_, depth: string) => {
    const n = Number(depth)
    return `${'['.repeat(n)}${']'.repeat(n)}`
  })
}

const extraHeaders: readonly [string, string][] = [
  ['cookie', 'access_token=garbage'],
  ['cookie', 'access_token=eyJhbGciOiJub25lIn0.eyJzdWIiOiIweDAifQ.'],
  ['cookie', `access_token=${'a'.repeat(4000)}`],
  ['origin', 'https://evil.example'],
  ['origin', 'null'],
  ['accept', 'text/event-stream'],
  ['accept', 'text/html'],
  ['accept-encoding', 'br, gzip'],
  ['x-forwarded-proto', 'https'],
  ['x-forwarded-for', 'not-an-ip, ::1'],
  ['if-none-match', '"x"'],
  ['range', 'bytes=0-10'],
  ['last-event-id', '-1'],
  ['access-control-request-method', 'DELETE'],
]

function addExtraHeaders({ random, breakage, notes }: Fuzzing, headers: Record<string, string>): void {
  if (!random.chance(0.05 + breakage * 0.2)) return
  const [name, value] = random.pick(extraHeaders)
  headers[name] = value
  notes.push(`header ${name}: ${preview(value)}`)
}

/** A string shortened and quoted for notes: the report stays readable (the request is printed in full). */
function preview(value: string): string {
  return JSON.stringify(shorten(value))
}

/** A JSON value as shortened JSON text, for notes. */
function previewJson(value: unknown): string {
  return shorten(JSON.stringify(value) ?? 'undefined')
}

function shorten(text: string): string {
  return text.length > 60 ? `${text.slice(0, 40)}…(${text.length} chars)` : text
}
