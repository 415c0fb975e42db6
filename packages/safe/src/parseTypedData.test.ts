import { hashTypedData } from 'viem'
import { describe, expect, test } from 'vitest'
import { parseTypedData, typedDataLimits } from './parseTypedData.ts'
import { TypedDataError, type TypedDataProblem } from './typedDataProblem.ts'

// The example of EIP-712 itself, whose hash the EIP states.
const mail = {
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  domain: {
    name: 'Ether Mail',
    version: '1',
    chainId: 1,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
    contents: 'Hello, Bob!',
  },
}
const eip712MailHash = '0xbe609aee343fb3c4b28e1df9e632fca64fcfaede20f02e86244efddf30957bd2'

const refusal = (value: unknown): TypedDataError => {
  try {
    parseTypedData(value)
  } catch (caught) {
    if (caught instanceof TypedDataError) return caught
    throw caught
  }
  throw new Error('parseTypedData accepted it')
}
const error = (value: unknown) => refusal(value).message

/** Typed data of one uint256 `value`, for the ways integers are written. */
const oneUint256 = (value: unknown) => ({
  types: { Permit: [{ name: 'value', type: 'uint256' }] },
  domain: {},
  message: { value },
})
const { version: _version, ...domainWithoutVersion } = mail.domain
const declaredWithoutVersion = {
  ...mail,
  types: {
    ...mail.types,
    EIP712Domain: mail.types.EIP712Domain.filter((field) => field.name !== 'version'),
  },
}

describe('parseTypedData', () => {
  test("hashes EIP-712's own example to the hash the EIP gives", () => {
    expect(hashTypedData(parseTypedData(mail))).toBe(eip712MailHash)
  })

  test('infers the primary type and the domain type when they are not given', () => {
    const { primaryType: _, ...withoutPrimaryType } = mail
    const { EIP712Domain: __, ...types } = mail.types
    const parsed = parseTypedData({ ...withoutPrimaryType, types })
    expect(parsed.primaryType).toBe('Mail')
    expect(parsed.types.EIP712Domain?.map((field) => field.name)).toEqual([
      'name',
      'version',
      'chainId',
      'verifyingContract',
    ])
    expect(hashTypedData(parsed)).toBe(eip712MailHash)
  })

  test('reads integers from numbers, decimal and hex strings alike', () => {
    const amount = (value: unknown) =>
      hashTypedData(
        parseTypedData({
          types: { Permit: [{ name: 'value', type: 'uint256' }] },
          domain: { chainId: '0x1' },
          message: { value },
        }),
      )
    expect(amount('1000')).toBe(amount(1000))
    expect(amount('0x3e8')).toBe(amount(1000))
    expect(parseTypedData({ types: { A: [] }, domain: { chainId: '1' }, message: {} }).domain.chainId).toBe(1)
    expect(parseTypedData({ ...mail, domain: { ...mail.domain, chainId: '31337' } }).domain.chainId).toBe(
      31337,
    )
  })

  test('hashes exactly the domain fields EIP712Domain declares', () => {
    const parsed = parseTypedData({ ...declaredWithoutVersion, domain: domainWithoutVersion })
    expect(parsed.domain).toEqual({
      name: 'Ether Mail',
      chainId: 1,
      verifyingContract: mail.domain.verifyingContract,
    })
  })

  test('accepts arrays, fixed arrays, bytes and nested structs', () => {
    const parsed = parseTypedData({
      types: {
        Order: [
          { name: 'items', type: 'Item[]' },
          { name: 'pair', type: 'address[2]' },
          { name: 'salt', type: 'bytes32' },
          { name: 'data', type: 'bytes' },
          { name: 'delta', type: 'int8' },
          { name: 'ok', type: 'bool' },
        ],
        Item: [{ name: 'id', type: 'uint8' }],
      },
      domain: { name: 'Shop' },
      message: {
        items: [{ id: 1 }, { id: '255' }],
        pair: [mail.domain.verifyingContract, mail.message.to.wallet],
        salt: `0x${'ab'.repeat(32)}`,
        data: '0x',
        delta: -128,
        ok: true,
      },
    })
    expect(parsed.message).toMatchObject({ items: [{ id: 1n }, { id: 255n }], delta: -128n })
  })

  test.each<[string, unknown, string, TypedDataProblem]>([
    [
      'not an object',
      'hello',
      'Invalid typed data: an object with domain, types and message is expected',
      { code: 'invalid_shape' },
    ],
    ...[null, [], { types: {}, message: {} }, { domain: {}, types: {} }].map(
      (value): [string, unknown, string, TypedDataProblem] => [
        JSON.stringify(value),
        value,
        'Invalid typed data: an object with domain, types and message is expected',
        { code: 'invalid_shape' },
      ],
    ),
    [
      'no types',
      { domain: {}, message: {} },
      'Invalid typed data: an object with domain, types and message is expected',
      { code: 'invalid_shape' },
    ],
    [
      'a key besides domain, types, primaryType and message',
      { ...mail, signature: '0x' },
      'Invalid typed data: unknown key "signature"',
      { code: 'unknown_key', key: 'signature' },
    ],
    [
      'a type that is not a list of fields',
      { ...mail, types: { Mail: 'no' } },
      'Invalid typed data: type Mail must be a list of { name, type }',
      { code: 'invalid_type_fields', type: 'Mail' },
    ],
    [
      'a field with a key besides name and type',
      { types: { A: [{ name: 'x', type: 'bool', hidden: 1 }] }, domain: {}, message: { x: true } },
      'Invalid typed data: type A must be a list of { name, type }',
      { code: 'invalid_type_fields', type: 'A' },
    ],
    [
      'a member declared twice',
      {
        types: {
          A: [
            { name: 'x', type: 'bool' },
            { name: 'x', type: 'string' },
          ],
        },
        domain: {},
        message: { x: true },
      },
      'Invalid typed data: type A declares "x" twice',
      { code: 'duplicate_member', type: 'A', member: 'x' },
    ],
    [
      'a member of type EIP712Domain',
      {
        types: { EIP712Domain: [{ name: 'name', type: 'string' }], A: [{ name: 'd', type: 'EIP712Domain' }] },
        primaryType: 'A',
        domain: { name: 'x' },
        message: { d: { name: 'x' } },
      },
      'Invalid typed data: A.d cannot be an EIP712Domain',
      { code: 'domain_type_member', path: 'A.d' },
    ],
    [
      'two roots',
      { types: { A: [], B: [] }, domain: {}, message: {} },
      'Please specify primaryType',
      { code: 'no_primary_type', candidates: ['A', 'B'] },
    ],
    [
      'two roots of a real message',
      { ...mail, primaryType: undefined, types: { ...mail.types, Other: [] } },
      'Please specify primaryType',
      { code: 'no_primary_type', candidates: ['Mail', 'Other'] },
    ],
    [
      'no primaryType when the only struct refers to itself',
      { types: { Node: [{ name: 'next', type: 'Node[]' }] }, domain: {}, message: { next: [] } },
      'Please specify primaryType',
      { code: 'no_primary_type', candidates: [] },
    ],
    [
      'an unknown primaryType',
      { types: { A: [] }, primaryType: 'B', domain: {}, message: {} },
      'Invalid typed data: primaryType must name one of the types besides EIP712Domain',
      { code: 'unknown_primary_type', primaryType: 'B' },
    ],
    [
      'EIP712Domain as the primaryType',
      { ...mail, primaryType: 'EIP712Domain' },
      'Invalid typed data: primaryType must name one of the types besides EIP712Domain',
      { code: 'unknown_primary_type', primaryType: 'EIP712Domain' },
    ],
    [
      'a primaryType that is not a string',
      { ...mail, primaryType: null },
      'Invalid typed data: primaryType must name one of the types besides EIP712Domain',
      { code: 'invalid_primary_type' },
    ],
    [
      'an empty primaryType',
      { ...mail, primaryType: '' },
      'Invalid typed data: primaryType must name one of the types besides EIP712Domain',
      { code: 'unknown_primary_type', primaryType: '' },
    ],
    [
      'bytes32 of 31 bytes',
      { types: { A: [{ name: 'b', type: 'bytes32' }] }, domain: {}, message: { b: `0x${'00'.repeat(31)}` } },
      'Invalid typed data: A.b has 31 bytes, bytes32 holds 32',
      { code: 'bytes_size', path: 'A.b', type: 'bytes32', expected: 32, given: 31 },
    ],
    [
      'bytes4 of 5 bytes',
      {
        types: { Call: [{ name: 'selector', type: 'bytes4' }] },
        domain: {},
        message: { selector: '0xa9059cbb00' },
      },
      'Invalid typed data: Call.selector has 5 bytes, bytes4 holds 4',
      { code: 'bytes_size', path: 'Call.selector', type: 'bytes4', expected: 4, given: 5 },
    ],
    [
      'a domain salt of 20 bytes',
      {
        ...mail,
        domain: { ...mail.domain, salt: `0x${'ab'.repeat(20)}` },
        types: {
          ...mail.types,
          EIP712Domain: [...mail.types.EIP712Domain, { name: 'salt', type: 'bytes32' }],
        },
      },
      'Invalid typed data: domain.salt has 20 bytes, bytes32 holds 32',
      { code: 'bytes_size', path: 'domain.salt', type: 'bytes32', expected: 32, given: 20 },
    ],
    [
      'a domain salt of odd-length hex',
      { types: { A: [] }, domain: { salt: `0x${'a'.repeat(63)}` }, message: {} },
      'Invalid typed data: domain.salt must be 0x-prefixed hex of 32 bytes',
      { code: 'not_hex_bytes', path: 'domain.salt', size: 32 },
    ],
    [
      'a bad address checksum',
      {
        types: { A: [{ name: 'to', type: 'address' }] },
        domain: {},
        message: { to: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD827' },
      },
      'Invalid typed data: A.to is not a valid address',
      { code: 'invalid_address', path: 'A.to' },
    ],
    [
      'a short address in a nested struct',
      { ...mail, message: { ...mail.message, to: { name: 'Bob', wallet: '0x1234' } } },
      'Invalid typed data: Mail.to.wallet is not a valid address',
      { code: 'invalid_address', path: 'Mail.to.wallet' },
    ],
    [
      'a field not in the types',
      { types: { A: [] }, domain: {}, message: { hidden: 'x' } },
      'Invalid typed data: A.hidden is not declared in the types',
      { code: 'undeclared_field', path: 'A.hidden' },
    ],
    [
      'a missing field',
      { types: { A: [{ name: 'x', type: 'string' }] }, domain: {}, message: {} },
      'Invalid typed data: A.x is missing',
      { code: 'missing_field', path: 'A.x' },
    ],
    [
      'a field given as null',
      { types: { A: [{ name: 'x', type: 'string' }] }, domain: {}, message: { x: null } },
      'Invalid typed data: A.x must be a string',
      { code: 'not_a_string', path: 'A.x' },
    ],
    [
      'an unknown type',
      { types: { A: [{ name: 'x', type: 'uint' }] }, domain: {}, message: { x: 1 } },
      'Invalid typed data: A.x has the unknown type "uint"',
      { code: 'unknown_type', path: 'A.x', type: 'uint' },
    ],
    [
      'a struct type nobody declared',
      { types: { T: [{ name: 'x', type: 'Thing' }] }, primaryType: 'T', domain: {}, message: { x: 1 } },
      'Invalid typed data: T.x has the unknown type "Thing"',
      { code: 'unknown_type', path: 'T.x', type: 'Thing' },
    ],
    [
      'an unknown type in a struct the message does not use',
      { types: { A: [], B: [{ name: 'x', type: 'Thing' }] }, primaryType: 'A', domain: {}, message: {} },
      'Invalid typed data: B.x has the unknown type "Thing"',
      { code: 'unknown_type', path: 'B.x', type: 'Thing' },
    ],
    [
      'an integer out of range',
      { types: { A: [{ name: 'x', type: 'uint8' }] }, domain: {}, message: { x: 256 } },
      'Invalid typed data: A.x is out of range for uint8',
      { code: 'integer_out_of_range', path: 'A.x', type: 'uint8' },
    ],
    [
      'a negative uint',
      oneUint256(-1),
      'Invalid typed data: Permit.value is out of range for uint256',
      { code: 'integer_out_of_range', path: 'Permit.value', type: 'uint256' },
    ],
    [
      'a uint160 string one past its range, in a nested struct',
      {
        types: {
          PermitSingle: [{ name: 'details', type: 'PermitDetails' }],
          PermitDetails: [{ name: 'amount', type: 'uint160' }],
        },
        domain: {},
        message: { details: { amount: (2n ** 160n).toString() } },
      },
      'Invalid typed data: PermitSingle.details.amount is out of range for uint160',
      { code: 'integer_out_of_range', path: 'PermitSingle.details.amount', type: 'uint160' },
    ],
    [
      'a number JSON cannot carry exactly',
      oneUint256(2 ** 80),
      'Invalid typed data: Permit.value must be an integer (uint256)',
      { code: 'unsafe_number', path: 'Permit.value', type: 'uint256' },
    ],
    [
      'a word for an integer',
      oneUint256('seven'),
      'Invalid typed data: Permit.value must be an integer (uint256)',
      { code: 'not_an_integer', path: 'Permit.value', type: 'uint256' },
    ],
    [
      'an integer literal longer than any uint256',
      oneUint256(`${'0'.repeat(80)}1`),
      'Invalid typed data: Permit.value must be an integer (uint256)',
      { code: 'not_an_integer', path: 'Permit.value', type: 'uint256' },
    ],
    [
      'a domain field EIP-712 does not have',
      { types: { A: [] }, domain: { owner: 'me' }, message: {} },
      'Invalid typed data: domain.owner is not an EIP-712 domain field',
      { code: 'not_a_domain_field', path: 'domain.owner' },
    ],
    [
      'a domain field EIP712Domain does not declare',
      { ...mail, domain: { ...mail.domain, website: 'x' } },
      'Invalid typed data: domain.website is not declared in the types',
      { code: 'undeclared_field', path: 'domain.website' },
    ],
    [
      'a domain field that would be shown, yet not signed',
      declaredWithoutVersion,
      'Invalid typed data: domain.version is not declared in the types',
      { code: 'undeclared_field', path: 'domain.version' },
    ],
    [
      'a declared domain field the domain lacks',
      { ...mail, domain: domainWithoutVersion },
      'Invalid typed data: domain.version is missing',
      { code: 'missing_field', path: 'domain.version' },
    ],
    [
      'a domain field given as null',
      { types: { A: [] }, domain: { name: null }, message: {} },
      'Invalid typed data: domain.name must be a string',
      { code: 'not_a_string', path: 'domain.name' },
    ],
    [
      'a domain chainId of the wrong type',
      {
        types: { EIP712Domain: [{ name: 'chainId', type: 'string' }], A: [] },
        domain: { chainId: '1' },
        message: {},
      },
      'Invalid typed data: EIP712Domain.chainId must be of type uint256, not string',
      { code: 'domain_field_type', path: 'EIP712Domain.chainId', expected: 'uint256', type: 'string' },
    ],
    [
      'a chainId larger than any chain has',
      { types: { A: [] }, domain: { chainId: (2n ** 53n).toString() }, message: {} },
      'Invalid typed data: domain.chainId is larger than any chain id',
      { code: 'chain_id_too_large', path: 'domain.chainId' },
    ],
    [
      'a fixed array of the wrong length',
      { types: { A: [{ name: 'x', type: 'bool[2]' }] }, domain: {}, message: { x: [true] } },
      'Invalid typed data: A.x must have 2 elements, not 1',
      { code: 'array_length', path: 'A.x', expected: 2, given: 1 },
    ],
    ...['toString', 'constructor'].map((type): [string, unknown, string, TypedDataProblem] => [
      `a type only Object.prototype has (${type})`,
      { types: { A: [{ name: 'x', type }] }, domain: {}, message: { x: {} } },
      `Invalid typed data: A.x has the unknown type "${type}"`,
      { code: 'unknown_type', path: 'A.x', type },
    ]),
    ...['constructor', 'toString'].map((primaryType): [string, unknown, string, TypedDataProblem] => [
      `a primaryType only Object.prototype has (${primaryType})`,
      { types: { A: [] }, primaryType, domain: {}, message: {} },
      'Invalid typed data: primaryType must name one of the types besides EIP712Domain',
      { code: 'unknown_primary_type', primaryType },
    ]),
    ...['constructor', 'valueOf'].map((member): [string, unknown, string, TypedDataProblem] => [
      `a member only Object.prototype has (${member})`,
      { types: { A: [{ name: member, type: 'string' }] }, domain: {}, message: {} },
      `Invalid typed data: A.${member} is missing`,
      { code: 'missing_field', path: `A.${member}` },
    ]),
    [
      'a member named __proto__',
      { types: { A: [{ name: '__proto__', type: 'string' }] }, domain: {}, message: {} },
      'Invalid typed data: type A has a member named "__proto__"',
      { code: 'invalid_member_name', type: 'A', member: '__proto__' },
    ],
    [
      'a struct name that starts with a digit',
      { types: { '1A': [] }, domain: {}, message: {} },
      'Invalid typed data: "1A" cannot be the name of a type',
      { code: 'invalid_struct_name', type: '1A' },
    ],
    ...['uint7', 'uint8'].map((type): [string, unknown, string, TypedDataProblem] => [
      `a Solidity type used as a struct name (${type})`,
      { ...mail, types: { ...mail.types, [type]: [] } },
      `Invalid typed data: "${type}" cannot be the name of a type`,
      { code: 'invalid_struct_name', type },
    ]),
  ])('refuses %s', (_, value, message, problem) => {
    const refused = refusal(value)
    expect(refused.message).toBe(message)
    expect(refused.problem).toEqual(problem)
  })

  test('refuses nesting deeper than 32 levels, without exhausting the stack', () => {
    let message: Record<string, unknown> = {}
    for (let depth = 0; depth < 10_000; depth++) message = { next: [message] }
    expect(
      error({
        types: { Node: [{ name: 'next', type: 'Node[]' }] },
        primaryType: 'Node',
        domain: {},
        message,
      }),
    ).toMatch(/^Invalid typed data: Node(\.next\[0\])*\.next is nested deeper than 32 levels$/)
  })

  describe('bounds, checked before anything is hashed', () => {
    const uints = (length: number) => ({
      types: { Batch: [{ name: 'values', type: 'uint256[]' }] },
      domain: {},
      message: { values: Array.from({ length }, (_, index) => index) },
    })

    test('holds real payloads: a Seaport order with a hundred considerations, a Permit2 batch of 50', () => {
      const item = { itemType: 0, token: mail.domain.verifyingContract, identifierOrCriteria: '0' }
      const consideration = {
        ...item,
        startAmount: '1',
        endAmount: '1',
        recipient: mail.domain.verifyingContract,
      }
      const itemFields = [
        'itemType:uint8',
        'token:address',
        'identifierOrCriteria:uint256',
        'startAmount:uint256',
      ]
      const toFields = (list: string[]) =>
        list.map((entry) => ({ name: entry.split(':')[0] ?? '', type: entry.split(':')[1] ?? '' }))
      const seaport = {
        types: {
          OrderComponents: toFields([
            'offerer:address',
            'offer:OfferItem[]',
            'consideration:ConsiderationItem[]',
            'counter:uint256',
          ]),
          OfferItem: toFields([...itemFields, 'endAmount:uint256']),
          ConsiderationItem: toFields([...itemFields, 'endAmount:uint256', 'recipient:address']),
        },
        primaryType: 'OrderComponents',
        domain: { name: 'Seaport', version: '1.6', chainId: 1 },
        message: {
          offerer: mail.domain.verifyingContract,
          offer: [{ ...item, startAmount: '1', endAmount: '1' }],
          consideration: Array.from({ length: 100 }, () => consideration),
          counter: '0',
        },
      }
      expect(() => parseTypedData(seaport)).not.toThrow()
      const details = { token: mail.domain.verifyingContract, amount: '1', expiration: 1, nonce: 0 }
      const permit2Batch = {
        types: {
          PermitBatch: toFields(['details:PermitDetails[]', 'spender:address', 'sigDeadline:uint256']),
          PermitDetails: toFields(['token:address', 'amount:uint160', 'expiration:uint48', 'nonce:uint48']),
        },
        primaryType: 'PermitBatch',
        domain: { name: 'Permit2', chainId: 1, verifyingContract: mail.domain.verifyingContract },
        message: {
          details: Array.from({ length: 50 }, () => details),
          spender: mail.domain.verifyingContract,
          sigDeadline: 1,
        },
      }
      expect(() => parseTypedData(permit2Batch)).not.toThrow()
      expect(() => parseTypedData(uints(typedDataLimits.maxArrayLength))).not.toThrow()
    })

    test('refuses a longer array than the bound, before reading its elements', () => {
      expect(refusal(uints(25_000)).problem).toEqual({
        code: 'array_too_long',
        path: 'Batch.values',
        max: typedDataLimits.maxArrayLength,
        given: 25_000,
      })
      expect(error(uints(25_000))).toBe(
        'Invalid typed data: Batch.values has 25000 elements, at most 1024 are accepted',
      )
    })

    test('refuses more values than the bound, counting for a struct the members its hash encodes', () => {
      const twoArrays = {
        types: {
          Batch: [
            { name: 'a', type: 'uint256[]' },
            { name: 'b', type: 'uint256[]' },
          ],
        },
        domain: {},
        message: { a: Array.from({ length: 1024 }, () => 1), b: Array.from({ length: 1024 }, () => 1) },
      }
      // The domain counts 1, Batch 1 + its 2 members, each array 1: b's 1019th value is one too many.
      expect(refusal(twoArrays).problem).toEqual({
        code: 'too_many_values',
        path: 'Batch.b[1018]',
        max: 2048,
      })
      // Each Wide counts 1 + its 100 members, and then its 100 values: the tenth goes over the bound.
      const wideFields = Array.from({ length: 100 }, (_, index) => ({ name: `m${index}`, type: 'bool' }))
      const wide = Object.fromEntries(wideFields.map((field) => [field.name, true]))
      const refused = refusal({
        types: { List: [{ name: 'items', type: 'Wide[]' }], Wide: wideFields },
        domain: {},
        message: { items: Array.from({ length: 10 }, () => wide) },
      })
      expect(refused.problem).toMatchObject({ code: 'too_many_values', path: 'List.items[9].m34' })
      expect(refused.message).toBe(
        'Invalid typed data: the typed data holds more than 2048 values (List.items[9].m34 is one too many)',
      )
    })

    test('refuses more types or members than the bounds, before reading their members', () => {
      const manyTypes = Object.fromEntries(Array.from({ length: 65 }, (_, index) => [`T${index}`, []]))
      expect(refusal({ types: manyTypes, domain: {}, message: {} }).problem).toEqual({
        code: 'too_many_types',
        max: 64,
        given: 65,
      })
      const manyMembers = Array.from({ length: 10_000 }, () => ({ name: 'same', type: 'bool' }))
      expect(refusal({ types: { A: manyMembers }, domain: {}, message: {} }).problem).toEqual({
        code: 'too_many_members',
        max: 256,
      })
    })

    test('refuses more text than the bound in strings and bytes together', () => {
      const half = 'a'.repeat(typedDataLimits.maxTextCharacters / 2)
      const refused = refusal({
        types: {
          Note: [
            { name: 'title', type: 'string' },
            { name: 'body', type: 'string' },
            { name: 'data', type: 'bytes' },
          ],
        },
        domain: {},
        message: { title: half, body: half, data: '0x00' },
      })
      expect(refused.problem).toEqual({ code: 'too_much_text', path: 'Note.data', max: 131_072 })
    })
  })
})
