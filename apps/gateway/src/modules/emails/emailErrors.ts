import { GatewayError, RefusedError } from '../../errors.ts'

/**
 * A refusal CGW raised with one of Nest's standard exceptions (404 no email, 409 same email, 400 bad
 * query). The error funnel answers an error carrying a 4xx `statusCode` as `{ statusCode, message, error }`,
 * which is the body §16 documents.
 */
export class EmailRequestError extends GatewayError {
  override name = 'EmailRequestError'
  readonly statusCode: 400 | 404 | 409

  constructor(statusCode: 400 | 404 | 409, message: string) {
    super(message)
    this.statusCode = statusCode
  }
}

/**
 * Email is off on this gateway (no SMTP server configured and no local mail catcher): a 403 that says
 * what to configure, with a code the web app can tell apart from a signature refusal.
 */
export class EmailDisabledError extends RefusedError {
  override name = 'EmailDisabledError'

  constructor() {
    super(
      403,
      'Email alerts are off on this gateway: its operator has not configured an SMTP server (COFFER_SMTP_URL)',
      { code: 'EMAIL_DISABLED' },
    )
  }
}
