import { createRandom, deriveSeed, type Random } from './createRandom.ts'
import {
  type FuzzOperation,
  type FuzzParameter,
  type JsonSchema,
  operationKey,
} from './parseOpenApiOperations.ts'

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

// ---- values -----------------------------------------------------------------------------------------

/** What a parameter or field holds, guessed from its name: picks the valid values and the likely mistakes. */
export type ValueKind =
  | 'chainId'
  | 'safe'
  | 'address'
  | 'hash'
  | 'transactionId'
  | 'currency'
  | 'cursor'
  | 'boolean'
  | 'timezone'
  | 'integer'
  | 'date'
  | 'safes'
  | 'hex'
  | 'signature'
  | 'version'
  | 'siwe'
  | 'text'

export function toValueKind(name: string): ValueKind {
  if (name === 'chainId') return 'chainId'
  if (name === 'id') return 'transactionId'
  if (name === 'currency') return 'currency'
  if (name === 'cursor') return 'cursor'
  if (name === 'safes') return 'safes'
  if (name === 'version') return 'version'
  if (name === 'message') return 'siwe'
  if (name === 'data') return 'hex'
  if (/signature|signedSafeTxHash/i.test(name)) return 'signature'
  if (/hash$|^taskId$/i.test(name)) return 'hash'
  if (name === 'safeAddress' || name === 'safe') return 'safe'
  if (/address$|^(safe|to|module|owner|sender|delegate|delegator|gasToken|refundReceiver)$/i.test(name))
    return 'address'
  if (
    /^(trusted|imitation|executed|exclude_spam|include_zero_balances|acceptUnverifiedSimulation)$/.test(name)
  )
    return 'boolean'
  if (name === 'timezone') return 'timezone'
  if (/date/.test(name)) return 'date'
  if (/^(nonce|value|limit|offset|timezone_offset|safeTxGas|baseGas|gasPrice|gasLimit|operation)$/.test(name))
    return 'integer'
  return 'text'
}

/** Strings that break naive parsers: encodings, numerals of other scripts, sizes, JavaScript's own names. */
const nastyStrings: readonly string[] = [
  '',
  ' ',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e18',
  '1E+400',
  '0x',
  '0x0',
  '٣',
  '١٢٣',
  '１２',
  '🦊',
  '\u202e',
  'ÿ',
  '\u0000',
  '%',
  '%zz',
  '%00',
  '%2F',
  '%E0%A4%A',
  '..',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  'toString',
  '[]',
  '{}',
  "'; DROP TABLE safes; --",
  '9'.repeat(80),
  'a'.repeat(300),
  'a'.repeat(5000),
]

const interestingIntegers: readonly string[] = [
  '0',
  '1',
  '2',
  '20',
  '100',
  '-1',
  '-0',
  '1.5',
  '1e18',
  '1e3',
  '0x10',
  ' 1',
  '٣',
  '9007199254740991',
  '9007199254740993',
  String(2n ** 256n - 1n),
  String(2n ** 256n),
  '9'.repeat(100),
]

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

export function validValue(random: Random, context: FuzzContext, kind: ValueKind): string {
  switch (kind) {
    case 'chainId':
      return random.chance(0.85) ? random.pick(context.chainIds) : '1'
    case 'safe':
    case 'address': {
      const known = kind === 'safe' && random.chance(0.8) ? context.safes : context.addresses
      const address = random.chance(0.9) ? random.pick(known) : `0x${random.hex(20)}`
      return random.pick([address, address.toLowerCase(), `0x${address.slice(2).toUpperCase()}`])
    }
    case 'hash':
      return random.chance(0.7) && context.hashes.length > 0
        ? random.pick(context.hashes)
        : `0x${random.hex(32)}`
    case 'transactionId': {
      if (random.chance(0.5) && context.transactionIds.length > 0) return random.pick(context.transactionIds)
      const safe = random.pick(context.safes)
      const hash =
        random.chance(0.5) && context.hashes.length > 0 ? random.pick(context.hashes) : `0x${random.hex(32)}`
      return random.pick([
        `multisig_${safe}_${hash}`,
        `module_${safe}_i${hash.slice(2)}0`,
        `ethereum_${safe}_${hash}_${random.int(5)}`,
        `creation_${safe}`,
        hash,
      ])
    }
    case 'currency':
      return random.pick(['usd', 'USD', 'eur', 'Eur', 'xyz'])
    case 'cursor':
      return `limit=${random.pick(interestingIntegers.slice(0, 5))}&offset=${random.pick(['0', '1', '20', '100', '5000'])}`
    case 'boolean':
      return random.pick(['true', 'false'])
    case 'timezone':
      return random.pick(['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Etc/GMT+12'])
    case 'integer':
      return random.pick(['0', '1', '2', '20', '100'])
    case 'date':
      return random.pick(['2026-01-01', '2026-01-01T00:00:00Z', '2020-02-29T12:00:00.000+02:00'])
    case 'safes':
      return Array.from(
        { length: 1 + random.int(3) },
        () =>
          `${random.pick(context.chainIds)}:${random.pick(random.chance(0.7) ? context.safes : context.addresses)}`,
      ).join(',')
    case 'hex':
      return context.calldata.length > 0 && random.chance(0.7) ? random.pick(context.calldata) : '0x'
    case 'signature':
      return `0x${random.hex(65)}`
    case 'version':
      return random.pick(['1.4.1', '1.3.0'])
    case 'siwe':
      return siweMessage(random, context)
    case 'text':
      return random.pick(['a', 'label', 'Safe', 'x'.repeat(50)])
  }
}

function invalidValue(random: Random, context: FuzzContext, kind: ValueKind): string {
  switch (kind) {
    case 'chainId':
      return random.pick([
        '1',
        '0',
        '-1',
        '031337',
        '31337.0',
        '3e4',
        '٣١٣٣٧',
        '0x7a69',
        '9007199254740993',
        '99999999999999999999999',
        ' 31337',
        '31337 ',
      ])
    case 'safe':
    case 'address': {
      const address = random.pick([...context.safes, ...context.addresses])
      return random.pick([
        address.slice(0, -1),
        `${address}0`,
        address.slice(2),
        `0X${address.slice(2)}`,
        // A wrong checksum: the case of one letter flipped.
        address.replace(/[a-f]/, (letter) => letter.toUpperCase()).replace(/[A-F]/, (l) => l.toLowerCase()),
        '0x0000000000000000000000000000000000000000',
        'vitalik.eth',
        `0x${'g'.repeat(40)}`,
        `${address},${address}`,
      ])
    }
    case 'hash': {
      const hash = `0x${random.hex(32)}`
      return random.pick([
        hash.slice(0, -1),
        `${hash}00`,
        hash.slice(2),
        hash.toUpperCase(),
        '0x',
        `0x${'zz'.repeat(32)}`,
      ])
    }
    case 'transactionId': {
      const safe = random.pick(context.addresses)
      return random.pick([
        'multisig_',
        `multisig_${safe}`,
        `multisig_${safe}_`,
        `multisig_${safe}_0x`,
        `multisig__0x${random.hex(32)}`,
        `module_${safe}_${'z'.repeat(70)}`,
        `ethereum_${safe}_0x${random.hex(32)}_-1`,
        `ethereum_${safe}_0x${random.hex(32)}_${'9'.repeat(30)}`,
        `unknown_${safe}_0x${random.hex(32)}`,
        `${'_'.repeat(50)}`,
        `multisig_${safe}_0x${random.hex(32)}_extra`,
        `0x${random.hex(33)}`,
      ])
    }
    case 'currency':
      return random.pick(['', 'US D', 'u'.repeat(40), 'ＵＳＤ', '💵'])
    case 'cursor':
      return random.pick([
        `limit=${random.pick(interestingIntegers)}&offset=${random.pick(interestingIntegers)}`,
        `offset=${random.pick(interestingIntegers)}`,
        `limit=${random.pick(interestingIntegers)}`,
        'limit=1&limit=2',
        'limit=&offset=',
        'limit',
        '&&&',
        '%',
        'limit=20&offset=0&extra=1',
        'a'.repeat(199),
      ])
    case 'boolean':
      return random.pick(['TRUE', 'True', '1', '0', 'yes', '', 'truefalse', 'null'])
    case 'timezone':
      return random.pick(['Not/AZone', '+05:00', 'GMT+25', 'utc', 'Europe/../UTC', 'a'.repeat(64), ''])
    case 'integer':
      return random.pick(interestingIntegers)
    case 'date':
      return random.pick([
        '2026-13-45',
        'yesterday',
        '0',
        '-271821-04-20T00:00:00Z',
        '+275760-09-13T00:00:01Z',
        '2026-01-01T25:61:61Z',
        '1e18',
        '٢٠٢٦-٠١-٠١',
      ])
    case 'safes':
      return random.pick([
        '',
        ',',
        '31337',
        `31337:${random.pick(context.addresses)},`.repeat(20),
        `x:${random.pick(context.addresses)}`,
        `31337:nope`,
        `:${random.pick(context.addresses)}`,
        `31337:${random.pick(context.addresses)}:extra`,
        `${'9'.repeat(30)}:${random.pick(context.addresses)}`,
      ])
    case 'hex':
      return mutateHex(random, validValue(random, context, 'hex'))
    case 'signature':
      return mutateSignature(random, context)
    case 'version':
      return random.pick(['1.4', '1.4.1.0', 'v1.4.1', '1.4.1-', '99999999999999999999.0.0', ''])
    case 'siwe':
      return mutateSiwe(random, siweMessage(random, context))
    case 'text':
      return random.pick(nastyStrings)
  }
}

function mutateHex(random: Random, hex: string): string {
  const body = hex.slice(2)
  return random.pick([
    `${hex}0`,
    hex.slice(0, Math.max(2, hex.length - 1 - random.int(8))),
    `0x${body.slice(0, 8)}`,
    `0x${body.slice(0, 10)}`,
    `0X${body}`,
    body,
    `0x${body}${'ff'.repeat(1 + random.int(64))}`,
    `0x${body.slice(0, Math.floor(body.length / 2))}`,
    `0x${'00'.repeat(131_100)}`,
    `0x${'zz'.repeat(4)}`,
    `0x${body.replace(/[0-9a-f]/g, (digit) => (random.chance(0.02) ? 'f' : digit))}`,
  ])
}

/** Signature encodings the gateway parses (packed r,s,v; v picks EOA, contract, approved hash, eth_sign). */
function mutateSignature(random: Random, context: FuzzContext): string {
  const r = random.hex(32)
  const s = random.hex(32)
  const owner = random.pick(context.addresses).slice(2).toLowerCase().padStart(64, '0')
  const word = (value: number) => value.toString(16).padStart(64, '0')
  return random.pick([
    `0x${r}${s}`,
    `0x${r}${s}1b00`,
    `0x${r}${s}00`,
    `0x${r}${s}01`,
    `0x${r}${s}ff`,
    `0x${r}${s}1f`,
    `0x${owner}${word(65)}00`,
    `0x${owner}${word(65)}00${word(0)}`,
    `0x${owner}${word(65)}00${word(1_000_000)}`,
    `0x${owner}${word(2 ** 31)}00`,
    `0x${owner}${word(0)}01`,
    `0x${r}${s}1b`.repeat(2 + random.int(5)),
    `0x${'00'.repeat(65)}`,
    `0x${random.hex(1 + random.int(200))}`,
    '0x',
    `0x${r}${s}1`,
  ])
}

function siweMessage(random: Random, context: FuzzContext): string {
  const address = random.pick(context.addresses)
  return [
    'localhost wants you to sign in with your Ethereum account:',
    address,
    '',
    'Sign in to Coffer',
    '',
    'URI: http://localhost',
    'Version: 1',
    `Chain ID: ${random.pick(context.chainIds)}`,
    `Nonce: ${random.hex(8)}`,
    `Issued At: ${new Date(Date.UTC(2026, 0, 1)).toISOString()}`,
  ].join('\n')
}

function mutateSiwe(random: Random, message: string): string {
  const lines = message.split('\n')
  const at = random.int(lines.length)
  return random.pick([
    lines.filter((_, i) => i !== at).join('\n'),
    lines.map((line, i) => (i === at ? `${line}${random.pick(nastyStrings)}` : line)).join('\n'),
    message.replace('Version: 1', 'Version: 2'),
    message.replace(/Chain ID: \d+/, 'Chain ID: ٣'),
    message.replace(/Issued At: .*/, 'Issued At: not a date'),
    `${message}\nExpiration Time: 1970-01-01T00:00:00Z`,
    `${message}\nResources:\n- ${'x'.repeat(3000)}`,
    message.replaceAll('\n', '\r\n'),
  ])
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

/** A value the schema accepts (roughly: patterns are met by choosing values by field name). */
export function exampleFromSchema(
  random: Random,
  context: FuzzContext,
  schema: JsonSchema,
  name: string,
  depth: number,
): unknown {
  if (schema.nullable && random.chance(0.15)) return null
  if (schema.const !== undefined) return schema.const
  if (schema.enum && schema.enum.length > 0) return random.pick(schema.enum)
  const choices = schema.anyOf ?? schema.oneOf
  if (choices && choices.length > 0)
    return exampleFromSchema(random, context, random.pick(choices), name, depth)
  if (schema.allOf && schema.allOf.length > 0)
    return exampleFromSchema(random, context, schema.allOf[0] ?? {}, name, depth)
  const type = Array.isArray(schema.type) ? random.pick(schema.type) : schema.type
  switch (type) {
    case 'object': {
      const required = new Set(schema.required ?? [])
      const object: Record<string, unknown> = {}
      for (const [field, fieldSchema] of Object.entries(schema.properties ?? {}))
        if (required.has(field) || random.chance(0.7))
          object[field] = exampleFromSchema(random, context, fieldSchema, field, depth + 1)
      return object
    }
    case 'array':
      return depth > 4
        ? []
        : Array.from({ length: random.int(3) }, () =>
            exampleFromSchema(random, context, schema.items ?? {}, name, depth + 1),
          )
    case 'integer':
    case 'number':
      return random.pick([0, 1, 2, 100])
    case 'boolean':
      return random.chance(0.5)
    case 'null':
      return null
    default:
      return stringFromSchema(random, context, schema, name)
  }
}

function stringFromSchema(random: Random, context: FuzzContext, schema: JsonSchema, name: string): string {
  const kind = toValueKind(name)
  if (kind !== 'text') return validValue(random, context, kind)
  if (schema.pattern === '^\\d{1,78}$') return validValue(random, context, 'integer')
  if (schema.pattern?.startsWith('^0x')) return validValue(random, context, 'hex')
  return validValue(random, context, 'text')
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
