import { hashMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { mailTypedData } from '../../../safe-message/model/testTypedData.ts'
import { parseVerifyInput } from './parseVerifyInput.ts'

const signature = `0x${'ab'.repeat(65)}`

describe('parseVerifyInput', () => {
  it('hashes a text as written, typed data as EIP-712, and takes a hash as it is', () => {
    expect(parseVerifyInput({ kind: 'text', message: ' Hello ', signature })).toEqual({
      ok: true,
      value: { messageHash: hashMessage(' Hello '), signature },
    })
    const mail = mailTypedData()
    expect(parseVerifyInput({ kind: 'typed', message: JSON.stringify(mail), signature })).toEqual({
      ok: true,
      // EIP-712's own example.
      value: { messageHash: '0xbe609aee343fb3c4b28e1df9e632fca64fcfaede20f02e86244efddf30957bd2', signature },
    })
    const hash = hashMessage('x')
    expect(parseVerifyInput({ kind: 'hash', message: ` ${hash} `, signature })).toMatchObject({
      ok: true,
      value: { messageHash: hash },
    })
  })

  it('reads an empty signature as "signed on chain?" (0x)', () => {
    expect(parseVerifyInput({ kind: 'text', message: 'Hello', signature: '  ' })).toMatchObject({
      ok: true,
      value: { signature: '0x' },
    })
  })

  it('names the field to fix', () => {
    expect(parseVerifyInput({ kind: 'text', message: '', signature })).toEqual({
      ok: false,
      problem: { field: 'message', code: 'empty_message' },
    })
    expect(parseVerifyInput({ kind: 'hash', message: '0x1234', signature })).toEqual({
      ok: false,
      problem: { field: 'message', code: 'not_a_hash' },
    })
    expect(parseVerifyInput({ kind: 'typed', message: '{"domain":{}}', signature })).toEqual({
      ok: false,
      problem: { field: 'message', code: 'typed_data', problem: { code: 'invalid_shape' } },
    })
    expect(parseVerifyInput({ kind: 'text', message: 'Hello', signature: '0xabc' })).toEqual({
      ok: false,
      problem: { field: 'signature', code: 'signature_not_hex' },
    })
    expect(parseVerifyInput({ kind: 'text', message: 'Hello', signature: 'hello' }).ok).toBe(false)
  })
})
