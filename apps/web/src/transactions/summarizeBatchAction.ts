import type { InternalTransaction } from './DataDecodedSchema.ts'
import { findErc20AmountIndex, isUnlimitedAmount } from './erc20AmountParameter.ts'
import { formatTokenAmount } from './formatTokenAmount.ts'
import { t } from './i18n/t.ts'
import type { TokenUnitsOf } from './useSafeTokenUnits.ts'

/** One action of a batch in a line: what it does, with how much, to whom. */
export type BatchActionSummary = {
  /** The decoded method, or undefined for a plain transfer of the native coin / undecodable data. */
  method: string | undefined
  /**
   * Who receives: a token transfer's recipient, an NFT's new owner, an ERC-20 approval's spender (`approval`),
   * otherwise the address called.
   */
  counterparty: string
  /** An ERC-20 `approve`: the line reads "Approve 1 CDT for <spender>", not "approve to <the token>". */
  approval?: true
  /**
   * `enableModule(module)` (a Safe's, or a Delay's for its recoverers): the line names the module enabled,
   * which is `counterparty`, and what it is enabled on (the address called), not "enableModule to <the Safe>".
   */
  enablesModule?: true
  /** "1.5 ETH", "5 CDT", "#42", or base units when the token is unknown; undefined when nothing moves. */
  amount: string | undefined
}

const stringAt = (action: InternalTransaction, index: number): string | undefined => {
  const value = action.dataDecoded?.parameters[index]?.value
  return typeof value === 'string' ? value : undefined
}

/**
 * Summarizes a batch action so a reviewer sees each counterparty and amount without opening it: an
 * ERC-20 `transfer`/`transferFrom` is read in tokens when the Safe holds the token, an NFT's
 * `safeTransferFrom` by its id, a native value in the chain's coin.
 */
export function summarizeBatchAction(
  action: InternalTransaction,
  {
    native,
    tokenUnitsOf,
  }: { native: { symbol: string; decimals: number }; tokenUnitsOf?: TokenUnitsOf | undefined },
): BatchActionSummary {
  const decoded = action.dataDecoded
  const nativeAmount =
    action.value && action.value !== '0'
      ? `${formatTokenAmount(action.value, native.decimals)} ${native.symbol}`
      : undefined
  if (!decoded) return { method: undefined, counterparty: action.to, amount: nativeAmount }
  const types = decoded.parameters.map((parameter) => parameter.type).join(',')
  const amountIndex = findErc20AmountIndex(decoded.method, decoded.parameters)
  const units = tokenUnitsOf?.(action.to)
  const isMove = decoded.method === 'transfer' || decoded.method === 'transferFrom'
  if (isMove && amountIndex !== undefined) {
    const recipient = stringAt(action, amountIndex - 1)
    const value = stringAt(action, amountIndex)
    if (recipient !== undefined && value !== undefined)
      return {
        method: decoded.method,
        counterparty: recipient,
        // An ERC-721 `transferFrom` has the same shape: without known token units it is shown as sent.
        amount: units ? `${formatTokenAmount(value, units.decimals)} ${units.symbol}` : value,
      }
  }
  if (decoded.method === 'approve' && amountIndex !== undefined) {
    const spender = stringAt(action, 0)
    const value = stringAt(action, amountIndex)
    if (spender !== undefined && value !== undefined)
      return {
        method: decoded.method,
        counterparty: spender,
        approval: true,
        amount: approvalAmount(value, units),
      }
  }
  if (decoded.method === 'enableModule' && types === 'address') {
    const module = stringAt(action, 0)
    if (module !== undefined)
      return { method: decoded.method, counterparty: module, enablesModule: true, amount: nativeAmount }
  }
  if (decoded.method === 'safeTransferFrom' && types.startsWith('address,address,uint256')) {
    const recipient = stringAt(action, 1)
    const id = stringAt(action, 2)
    if (recipient !== undefined && id !== undefined)
      return { method: decoded.method, counterparty: recipient, amount: `#${id}` }
  }
  return { method: decoded.method, counterparty: action.to, amount: nativeAmount }
}

/** "1 CDT", "unlimited CDT" (2^256-1), or the base units as signed when the token is not known. */
function approvalAmount(value: string, units: { symbol: string; decimals: number } | undefined): string {
  if (isUnlimitedAmount('approve', value))
    return units
      ? t('transaction.details.unlimited_lower', { symbol: units.symbol })
      : t('transaction.details.unlimited_bare')
  return units ? `${formatTokenAmount(value, units.decimals)} ${units.symbol}` : value
}
