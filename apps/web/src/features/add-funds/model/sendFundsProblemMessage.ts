import { t } from '../i18n/t.ts'
import type { SendFundsProblem } from './toSendFundsProblem.ts'

export function sendFundsProblemMessage(problem: SendFundsProblem): string {
  switch (problem.code) {
    case 'rejected':
      return t('add_funds.errors.rejected')
    case 'insufficient_funds':
      return t('add_funds.errors.insufficient_funds')
    case 'reverted':
      return t('add_funds.errors.reverted')
    case 'unconfirmed':
      return t('add_funds.errors.unconfirmed')
    case 'failed':
      return t('add_funds.errors.failed', { reason: problem.reason })
  }
}
