import { describe, expect, it } from 'vitest'
import { parseUnsubscribeLink } from './parseUnsubscribeLink.ts'

const token = '3f1c2a7e-9b4d-4c1e-8a2f-0d6b5e4c3a21'

describe('parseUnsubscribeLink', () => {
  it('reads the two links of an alert', () => {
    expect(parseUnsubscribeLink({ token, category: 'awaiting_signature' })).toEqual({
      kind: 'one',
      token,
      category: 'awaiting_signature',
    })
    expect(parseUnsubscribeLink({ token, category: undefined })).toEqual({ kind: 'all', token })
    expect(parseUnsubscribeLink({ token: token.toUpperCase(), category: '' })).toEqual({
      kind: 'all',
      token: token.toUpperCase(),
    })
  })

  it('refuses a link that was cut or changed', () => {
    expect(parseUnsubscribeLink({ token: undefined, category: 'account_recovery' })).toEqual({
      kind: 'invalid',
      problem: 'no_token',
    })
    expect(parseUnsubscribeLink({ token: token.slice(0, 20), category: undefined })).toEqual({
      kind: 'invalid',
      problem: 'bad_token',
    })
    expect(parseUnsubscribeLink({ token, category: 'news' })).toEqual({
      kind: 'invalid',
      problem: 'unknown_category',
    })
  })
})
