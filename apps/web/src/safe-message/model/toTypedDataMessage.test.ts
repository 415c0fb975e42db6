import { hashSafeMessage, parseTypedData, TypedDataError } from '@coffer/safe'
import { describe, expect, it } from 'vitest'
import { mailTypedData, permitSingleTypedData } from './testTypedData.ts'
import { parseTypedDataJson, toTypedDataMessage } from './toTypedDataMessage.ts'

// The checks themselves are @coffer/safe's (parseTypedData.test.ts); these are the browser's part.
describe('toTypedDataMessage', () => {
  it('keeps the message as the dapp wrote it, and the rest as parsed', () => {
    const { primaryType: _, ...withoutPrimaryType } = permitSingleTypedData()
    const result = toTypedDataMessage(withoutPrimaryType)
    if (!result.ok) throw new Error(JSON.stringify(result.problem))
    // Integers stay strings: the message is JSON, shown and sent to the gateway as it came.
    expect(result.value.message).toEqual(permitSingleTypedData().message)
    expect(JSON.parse(JSON.stringify(result.value.message))).toEqual(permitSingleTypedData().message)
    expect(result.value.primaryType).toBe('PermitSingle')
    expect(result.value.domain.chainId).toBe(31337)
    expect(result.value.types.EIP712Domain?.map((field) => field.name)).toEqual([
      'name',
      'chainId',
      'verifyingContract',
    ])
    // What the browser keeps hashes as what the dapp sent.
    expect(hashSafeMessage(result.value)).toBe(hashSafeMessage(permitSingleTypedData()))
  })

  it("refuses with the package's problem, the one the gateway words in English", () => {
    const mail = mailTypedData()
    const invalid = { ...mail, message: { ...mail.message, note: 'not signed' } }
    expect(toTypedDataMessage(invalid)).toEqual({
      ok: false,
      problem: { code: 'undeclared_field', path: 'Mail.note' },
    })
    expect(() => parseTypedData(invalid)).toThrow(
      new TypedDataError({ code: 'undeclared_field', path: 'Mail.note' }),
    )
  })
})

describe('parseTypedDataJson', () => {
  it('says when the text is not JSON', () => {
    const result = parseTypedDataJson('{"domain": ')
    expect(result.ok ? undefined : result.problem.code).toBe('not_json')
    expect(parseTypedDataJson(JSON.stringify(mailTypedData())).ok).toBe(true)
  })
})
