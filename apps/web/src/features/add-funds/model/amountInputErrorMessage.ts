import { formatAmount } from '../../../chain/formatAmount.ts'
import type { AmountInputError } from '../../../transactions/parseAmountInput.ts'
import { t } from '../i18n/t.ts'

export function amountInputErrorMessage(
  error: AmountInputError,
  { symbol, decimals }: { symbol: string; decimals: number },
): string {
  switch (error.code) {
    case 'empty':
      return t('add_funds.errors.empty')
    case 'not_a_number':
      return t('add_funds.errors.not_a_number')
    case 'not_positive':
      return t('add_funds.errors.not_positive')
    case 'too_many_decimals':
      return t('add_funds.errors.too_many_decimals', { symbol, decimals: error.decimals })
    case 'exceeds_balance':
      return t('add_funds.errors.exceeds_balance', { balance: formatAmount(error.balance, decimals), symbol })
  }
}
