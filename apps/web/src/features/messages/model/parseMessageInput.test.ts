import { describe, expect, it } from 'vitest'
import { mailTypedData } from '../../../safe-message/model/testTypedData.ts'
import { parseMessageInput } from './parseMessageInput.ts'

describe('parseMessageInput', () => {
  it('takes a text exactly as written, refusing only an empty one', () => {
    expect(parseMessageInput('text', ' Hello \n')).toEqual({ ok: true, value: ' Hello \n' })
    expect(parseMessageInput('text', ' ')).toEqual({ ok: true, value: ' ' })
    expect(parseMessageInput('text', '')).toEqual({ ok: false, problem: { code: 'empty_message' } })
  })

  it('checks typed data, and calls blank JSON empty', () => {
    expect(parseMessageInput('typed', JSON.stringify(mailTypedData()))).toMatchObject({
      ok: true,
      value: { primaryType: 'Mail' },
    })
    expect(parseMessageInput('typed', ' \n ')).toEqual({ ok: false, problem: { code: 'empty_message' } })
    expect(parseMessageInput('typed', '{"domain":{}}')).toEqual({
      ok: false,
      problem: { code: 'typed_data', problem: { code: 'invalid_shape' } },
    })
  })
})
