import type { Random } from './createRandom.ts'
import type { FuzzContext } from './generateFuzzRequest.ts'

/* Parameter and field values: the valid ones a request starts from and the mistakes it swaps in. */

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
export const nastyStrings: readonly string[] = [
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

export function invalidValue(random: Random, context: FuzzContext, kind: ValueKind): string {
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
