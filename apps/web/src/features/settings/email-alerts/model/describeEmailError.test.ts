import { describe, expect, it } from 'vitest'
import { GatewayError } from '../../../../gateway/GatewayError.ts'
import { describeEmailError } from './describeEmailError.ts'

const http = (status: number, message: string) => new GatewayError(message, { code: 'http', status })

describe('describeEmailError', () => {
  it('tells a gateway without mail from a refused session', () => {
    expect(describeEmailError(http(403, 'CGW error - EMAIL_DISABLED: Email alerts are off'))).toContain(
      'COFFER_SMTP_URL',
    )
    expect(describeEmailError(http(403, 'CGW error - 403: Forbidden resource'))).toContain(
      'verify your account',
    )
  })

  it('says the account no longer owns the Safe', () => {
    expect(describeEmailError(http(403, 'CGW error - 403: 0xabc is not an owner of Safe 0xdef'))).toContain(
      'does not own the Safe',
    )
  })

  it('reads a 409 by the request that got it', () => {
    expect(describeEmailError(http(409, 'CGW error - 409: exists'), 'register')).toContain(
      'already has an email',
    )
    expect(describeEmailError(http(409, 'CGW error - 409: same'), 'change')).toContain('already the address')
  })

  it('words anything else with the gateway reason', () => {
    expect(describeEmailError(new GatewayError('x', { code: 'unreachable' }))).toMatch(/^It did not work: /)
  })
})
