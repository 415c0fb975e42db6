import { describe, expect, it } from 'vitest'
import { toOutcome } from './smtpChannel.ts'

const smtpError = (responseCode: number | undefined, command: string | undefined, code = 'EENVELOPE') =>
  Object.assign(new Error(`${responseCode} refused`), { responseCode, command, code })

describe('what an SMTP failure means for a delivery', () => {
  it('drops an email refused for good (5xx to the recipient or the message)', () => {
    expect(toOutcome(smtpError(550, 'RCPT TO'))).toEqual({ kind: 'dropped', reason: '550 refused' })
    expect(toOutcome(smtpError(554, 'DATA', 'EMESSAGE'))).toMatchObject({ kind: 'dropped' })
  })

  it('retries everything else: 4xx, no connection, and 5xx to the operator’s login or sender', () => {
    expect(toOutcome(smtpError(451, 'RCPT TO'))).toMatchObject({ kind: 'retry' })
    expect(toOutcome(smtpError(421, 'DATA'))).toMatchObject({ kind: 'retry' })
    expect(toOutcome(smtpError(535, 'AUTH PLAIN', 'EAUTH'))).toMatchObject({ kind: 'retry' })
    expect(toOutcome(smtpError(553, 'MAIL FROM'))).toMatchObject({ kind: 'retry' })
    expect(toOutcome(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }))).toMatchObject({
      kind: 'retry',
    })
    expect(toOutcome('weird')).toEqual({ kind: 'retry', reason: 'weird' })
  })
})
