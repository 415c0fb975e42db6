import { BaseError, ContractFunctionRevertedError } from 'viem'
import { describeGatewayError } from '../../gateway/describeGatewayError.ts'
import { GatewayError } from '../../gateway/GatewayError.ts'
import { isUserRejection } from '../../wallet/isUserRejection.ts'
import { t } from '../i18n/t.ts'

/**
 * Any failure of the review dialog as one sentence a person can act on: a refusal in the wallet (of
 * the `asked` signature or transaction), a revert (with its reason when the node gave one), a gateway
 * answer, or the wallet's own first line.
 */
export function describeSafeTxError(
  error: unknown,
  asked: 'signature' | 'transaction' = 'signature',
): string {
  if (isUserRejection(error))
    return t(
      asked === 'signature' ? 'safe_tx.errors.rejected_signature' : 'safe_tx.errors.rejected_transaction',
    )
  if (error instanceof GatewayError) return describeGatewayError(error)
  if (error instanceof BaseError) {
    const revert = error.walk((cause) => cause instanceof ContractFunctionRevertedError)
    if (revert instanceof ContractFunctionRevertedError)
      return t('safe_tx.errors.reverted', { reason: revert.reason ?? revert.shortMessage })
    return t('safe_tx.errors.wallet', { reason: error.shortMessage })
  }
  if (error instanceof Error)
    return t('safe_tx.errors.wallet', { reason: error.message.split('\n')[0] ?? '' })
  return t('safe_tx.errors.unknown')
}
