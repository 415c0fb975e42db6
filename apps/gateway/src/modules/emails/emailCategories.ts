import type { AlertPayload } from '../delivery/delivery.types.ts'

/**
 * What an email can be alerted about, by key (the `category` of `DELETE /v1/subscriptions`, the web
 * Settings' switches). `account_recovery` is CGW's own key; the recovery issue sends it.
 */
export const emailCategories = ['awaiting_signature', 'transaction_executed', 'account_recovery'] as const
export type EmailCategory = (typeof emailCategories)[number]

export function isEmailCategory(value: string): value is EmailCategory {
  return emailCategories.some((category) => category === value)
}

/**
 * The category an alert belongs to, or null when email does not carry it (incoming funds and the like
 * are push-only: an inbox is not a ticker). The verification code is sent to its one address instead.
 */
export function categoryOfAlert(payload: AlertPayload): EmailCategory | null {
  switch (payload.type) {
    case 'CONFIRMATION_REQUEST':
    case 'MESSAGE_CONFIRMATION_REQUEST':
      return 'awaiting_signature'
    case 'EXECUTED_MULTISIG_TRANSACTION':
      return 'transaction_executed'
    case 'RECOVERY_PROPOSED':
    case 'RECOVERY_EXECUTABLE_SOON':
    case 'RECOVERY_EXECUTED':
    case 'RECOVERY_CANCELLED':
      return 'account_recovery'
    default:
      return null
  }
}
