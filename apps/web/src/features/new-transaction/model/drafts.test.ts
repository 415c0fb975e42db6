import { type AbiFunction, decodeFunctionData, parseAbi, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  buildContractCallDraft,
  buildRawCallDraft,
  findWriteFunctions,
  parseAbiJson,
} from './buildContractCallDraft.ts'
import { buildNftTransferDraft } from './buildNftTransferDraft.ts'
import { buildTransferDraft } from './buildTransferDraft.ts'
import { parseAbiArgument } from './parseAbiArgument.ts'

const safe = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('buildTransferDraft', () => {
  it('sends the native coin as the value with no data', () => {
    expect(buildTransferDraft({ token: null, recipient, amount: parseEther('1.5') })).toEqual({
      to: recipient,
      value: parseEther('1.5'),
      data: '0x',
      operation: 0,
    })
  })
  it('sends an ERC-20 as transfer(recipient, amount) on the token', () => {
    const draft = buildTransferDraft({ token, recipient, amount: 123n })
    expect(draft).toMatchObject({ to: token, value: 0n, operation: 0 })
    // transfer(address,uint256) selector a9059cbb, then the two words.
    expect(draft.data).toBe(
      `0xa9059cbb${recipient.slice(2).toLowerCase().padStart(64, '0')}${(123).toString(16).padStart(64, '0')}`,
    )
  })
})

describe('buildNftTransferDraft', () => {
  it('calls safeTransferFrom(safe, to, id) on the collection', () => {
    const draft = buildNftTransferDraft({ safe, collection: token, tokenId: 7n, recipient })
    expect(draft).toMatchObject({ to: token, value: 0n, operation: 0 })
    const decoded = decodeFunctionData({
      abi: parseAbi(['function safeTransferFrom(address from, address to, uint256 tokenId)']),
      data: draft.data,
    })
    expect(decoded.args).toEqual([safe, recipient, 7n])
    expect(draft.data.slice(0, 10)).toBe('0x42842e0e')
  })
})

const argumentCases: [string, string, unknown][] = [
  ['address', recipient.toLowerCase(), recipient],
  ['uint256', '1_000', 1000n],
  ['uint8', '0xff', 255n],
  ['int8', '-128', -128n],
  ['bool', 'TRUE', true],
  ['bytes', '0xabcd', '0xabcd'],
  ['bytes4', '0x12345678', '0x12345678'],
  ['string', ' hi ', ' hi '],
  ['uint256[]', '["1", 2]', [1n, 2n]],
  ['address[2]', `["${recipient}", "${token}"]`, [recipient, token]],
]

describe('parseAbiArgument', () => {
  it.each(argumentCases)('reads %s', (type, input, expected) => {
    expect(parseAbiArgument({ type }, input)).toEqual({ ok: true, value: expected })
  })
  it('reads tuples as arrays or objects, nested', () => {
    const parameter = {
      type: 'tuple',
      components: [
        { name: 'to', type: 'address' },
        { name: 'amounts', type: 'uint16[]' },
      ],
    }
    expect(parseAbiArgument(parameter, `{"to":"${recipient}","amounts":["1"]}`)).toEqual({
      ok: true,
      value: [recipient, [1n]],
    })
    expect(parseAbiArgument(parameter, `["${recipient}", [2, 3]]`)).toEqual({
      ok: true,
      value: [recipient, [2n, 3n]],
    })
    expect(
      parseAbiArgument({ type: 'tuple[]', components: parameter.components }, `[["${recipient}", []]]`),
    ).toEqual({
      ok: true,
      value: [[recipient, []]],
    })
  })
  it('says what is wrong, and where', () => {
    const wrong = (type: string, input: string) => {
      const result = parseAbiArgument({ type }, input)
      return result.ok ? undefined : result.error
    }
    expect(wrong('address', '0x123')).toEqual({ code: 'invalid_address', path: '' })
    expect(wrong('address', '0x70997970c51812dc3A010C7d01b50e0d17dc79C8')).toEqual({
      code: 'bad_checksum',
      path: '',
    })
    expect(wrong('uint8', '256')).toEqual({ code: 'out_of_range', min: 0n, max: 255n, path: '' })
    expect(wrong('int8', '-129')).toEqual({ code: 'out_of_range', min: -128n, max: 127n, path: '' })
    expect(wrong('uint256', '-1')).toMatchObject({ code: 'out_of_range' })
    expect(wrong('uint256', '1.5')).toEqual({ code: 'not_an_integer', path: '' })
    expect(wrong('bool', 'yes')).toEqual({ code: 'not_a_bool', path: '' })
    expect(wrong('bytes', 'abc')).toEqual({ code: 'not_hex', path: '' })
    expect(wrong('bytes', '0xabc')).toEqual({ code: 'not_hex', path: '' })
    expect(wrong('bytes2', '0xabcdef')).toEqual({ code: 'wrong_byte_length', expected: 2, path: '' })
    expect(wrong('uint256[]', '[1,')).toEqual({ code: 'not_json', expected: 'array', path: '' })
    expect(wrong('uint256[]', '{}')).toEqual({ code: 'not_an_array', path: '' })
    expect(wrong('uint256[2]', '[1]')).toEqual({ code: 'wrong_array_length', expected: 2, path: '' })
    expect(wrong('uint8[]', '[1, "300"]')).toEqual({ code: 'out_of_range', min: 0n, max: 255n, path: '[1]' })
    expect(wrong('address', '')).toEqual({ code: 'empty', path: '' })
    expect(wrong('fixed128x18', '1')).toEqual({ code: 'unsupported_type', type: 'fixed128x18', path: '' })
    const tuple = { type: 'tuple', components: [{ name: 'to', type: 'address' }] }
    expect(parseAbiArgument(tuple, '{}')).toEqual({
      ok: false,
      error: { code: 'missing_field', field: 'to', path: '' },
    })
  })
})

const abi = parseAbi([
  'function transfer(address to, uint256 amount) returns (bool)',
  'function deposit() payable',
  'function balanceOf(address) view returns (uint256)',
  'function setFlags(bool on, bytes32 tag, string label, int16 delta)',
])

function fnNamed(name: string): AbiFunction {
  const fn = findWriteFunctions(abi).find((item) => item.name === name)
  if (!fn) throw new Error(`no ${name}`)
  return fn
}

describe('contract calls', () => {
  it('lists only write functions', () => {
    expect(findWriteFunctions(abi).map((fn) => fn.name)).toEqual(['transfer', 'deposit', 'setFlags'])
  })
  it('reads a pasted ABI, bare or in an artifact', () => {
    expect(parseAbiJson(JSON.stringify({ abi }))).toMatchObject({ ok: true })
    expect(parseAbiJson('nope')).toEqual({ ok: false, error: { code: 'not_json' } })
    expect(parseAbiJson('{"a":1}')).toEqual({ ok: false, error: { code: 'not_an_abi' } })
    expect(parseAbiJson(JSON.stringify([abi[2]]))).toEqual({
      ok: false,
      error: { code: 'no_write_functions' },
    })
  })
  it('encodes every argument type and keeps value only for payable functions', () => {
    const flags = buildContractCallDraft({
      contract: token,
      fn: fnNamed('setFlags'),
      inputs: ['true', `0x${'ab'.repeat(32)}`, 'hello', '-5'],
      value: 9n,
    })
    if (!flags.ok) throw new Error('expected a draft')
    expect(flags.draft).toMatchObject({ to: token, value: 0n, operation: 0 })
    expect(decodeFunctionData({ abi, data: flags.draft.data }).args).toEqual([
      true,
      `0x${'ab'.repeat(32)}`,
      'hello',
      -5,
    ])
    const deposit = buildContractCallDraft({ contract: token, fn: fnNamed('deposit'), inputs: [], value: 9n })
    expect(deposit).toMatchObject({ ok: true, draft: { value: 9n, data: '0xd0e30db0' } })
  })
  it('reports each wrong argument in place', () => {
    const result = buildContractCallDraft({
      contract: token,
      fn: fnNamed('transfer'),
      inputs: ['0x12', '5'],
      value: 0n,
    })
    expect(result).toEqual({ ok: false, errors: [{ code: 'invalid_address', path: '' }, undefined] })
  })
  it('takes raw calldata as hex', () => {
    expect(buildRawCallDraft({ to: token, value: 1n, data: '' })).toEqual({
      ok: true,
      draft: { to: token, value: 1n, data: '0x', operation: 0 },
    })
    expect(buildRawCallDraft({ to: token, value: 0n, data: 'zz' })).toEqual({
      ok: false,
      error: { code: 'not_hex' },
    })
    expect(buildRawCallDraft({ to: token, value: 0n, data: '0xabc' })).toEqual({
      ok: false,
      error: { code: 'odd_length' },
    })
  })
})
