import { t } from '../i18n/t.ts'
import { toGatewayError } from './GatewayError.ts'

/** A failed gateway read in words for the page; `notFound` says what a 404 means where it happened. */
export function describeGatewayError(error: unknown, { notFound }: { notFound?: string } = {}): string {
  const gatewayError = toGatewayError(error)
  if (gatewayError.code === 'unreachable') return t('gateway_errors.unreachable')
  if (gatewayError.code === 'invalid_response') return t('gateway_errors.invalid_response')
  if (gatewayError.status === 404 && notFound) return notFound
  const reason = gatewayError.shortMessage.replace(/^CGW error - /, '')
  return t('gateway_errors.http', { reason })
}
