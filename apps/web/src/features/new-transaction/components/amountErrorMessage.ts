import { formatAmount } from '../../../chain/formatAmount.ts'
import type { AmountInputError } from '../../../transactions/parseAmountInput.ts'
import { t } from '../i18n/t.ts'

/**
 * Amount messages of the send form: the balance checked is the Safe's, not the wallet's. `negative` tells a
 * minus sign apart from a zero, which need different words.
 */
export function amountErrorMessage(
  error: AmountInputError,
  { symbol, decimals, negative = false }: { symbol: string; decimals: number; negative?: boolean },
): string {
  switch (error.code) {
    case 'empty':
      return t('new_transaction.send.errors.empty')
    case 'not_a_number':
      return t('new_transaction.send.errors.not_a_number')
    case 'not_positive':
      return negative
        ? t('new_transaction.send.errors.negative')
        : t('new_transaction.send.errors.not_positive')
    case 'too_many_decimals':
      return t('new_transaction.send.errors.too_many_decimals', { symbol, decimals: error.decimals })
    case 'exceeds_balance':
      return t('new_transaction.send.errors.exceeds_balance', {
        balance: formatAmount(error.balance, decimals, { maxFractionDigits: decimals }),
        symbol,
      })
  }
}
