import { describeGatewayError } from '../../../../gateway/describeGatewayError.ts'
import { toGatewayError } from '../../../../gateway/GatewayError.ts'
import { t } from '../i18n/t.ts'

/** Which request failed: a 409 means a different thing for each. */
export type EmailAction = 'register' | 'change' | 'other'

/**
 * A refused email request in words a person can act on. The gateway's 403s are: no mail server
 * (EMAIL_DISABLED), not an owner on chain, or a session that does not prove the signer (expired,
 * logged out elsewhere, another account).
 */
export function describeEmailError(error: unknown, action: EmailAction = 'other'): string {
  const gatewayError = toGatewayError(error)
  if (gatewayError.code === 'http') {
    const message = gatewayError.shortMessage
    if (gatewayError.status === 403 && message.includes('EMAIL_DISABLED')) return t('email_alerts.disabled')
    if (gatewayError.status === 403 && message.includes('is not an owner'))
      return t('email_alerts.problems.not_owner')
    if (gatewayError.status === 403 || gatewayError.status === 401) return t('email_alerts.session_expired')
    if (gatewayError.status === 409 && action === 'register')
      return t('email_alerts.problems.already_registered')
    if (gatewayError.status === 409 && action === 'change') return t('email_alerts.problems.email.unchanged')
  }
  return t('email_alerts.problems.failed', { reason: describeGatewayError(gatewayError) })
}
