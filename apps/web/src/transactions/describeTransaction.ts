import { t } from '../i18n/t.ts'
import { formatTokenAmount } from './formatTokenAmount.ts'
import { shortenAddress } from './shortenAddress.ts'
import type { SettingsInfo, TransactionInfo, TransferTxInfo } from './TransactionInfoSchema.ts'
import type { ExecutionInfo, TransactionStatus } from './TransactionSummarySchema.ts'

/** Which icon a row gets. */
export type TransactionKind =
  | 'incoming'
  | 'outgoing'
  | 'settings'
  | 'contract'
  | 'creation'
  | 'module'
  | 'other'

export type TransactionDescription = {
  kind: TransactionKind
  /** One line: "Received 1 ETH", "Sent 5 CDT to 0x1234…abcd", "Added owner"; "Send…", "Add owner" while queued. */
  title: string
  /** What moved, signed by direction: "+1 ETH", "−5 CDT", "CNFT #3". */
  amount: string | null
}

export type DescribeOptions = {
  nativeCurrency: { symbol: string; decimals: number }
  /** The name people gave an address (address book), else the gateway's; undefined shows it shortened. */
  nameOf?: (address: { value: string; name: string | null }) => string | undefined
}

function displayName(address: { value: string; name: string | null }, options: DescribeOptions): string {
  return options.nameOf?.(address) ?? address.name ?? shortenAddress(address.value)
}

/** What a transfer moved, unsigned: "1 ETH", "5 CDT", "CNFT #3". */
export function transferAsset(
  info: TransferTxInfo,
  options: Pick<DescribeOptions, 'nativeCurrency'>,
): string {
  const transfer = info.transferInfo
  switch (transfer.type) {
    case 'NATIVE_COIN':
      return `${formatTokenAmount(transfer.value, options.nativeCurrency.decimals)} ${options.nativeCurrency.symbol}`
    case 'ERC20':
      return `${formatTokenAmount(transfer.value, transfer.decimals)} ${transfer.tokenSymbol ?? transfer.tokenName ?? t('transaction.tokens')}`
    case 'ERC721':
      return `${transfer.tokenSymbol ?? transfer.tokenName ?? t('transaction.nft')} #${transfer.tokenId}`
  }
}

/** Queued transactions have not happened yet: their titles say what they will do. */
type Tense = 'done' | 'queued'

function describeTransfer(
  info: TransferTxInfo,
  options: DescribeOptions,
  tense: Tense,
): TransactionDescription {
  const asset = transferAsset(info, options)
  // An NFT is named in the title already; a signed "+CNFT #3" adds nothing.
  const signed = (sign: string) => (info.transferInfo.type === 'ERC721' ? null : `${sign}${asset}`)
  if (info.direction === 'INCOMING') {
    return { kind: 'incoming', title: t('transaction.received', { asset }), amount: signed('+') }
  }
  if (info.direction === 'OUTGOING') {
    const to = displayName(info.recipient, options)
    const title = t(tense === 'queued' ? 'transaction.queued.sent' : 'transaction.sent', { asset, to })
    return { kind: 'outgoing', title, amount: signed('−') }
  }
  const from = displayName(info.sender, options)
  const to = displayName(info.recipient, options)
  const title = t(tense === 'queued' ? 'transaction.queued.transferred' : 'transaction.transferred', {
    asset,
    from,
    to,
  })
  return { kind: 'other', title, amount: signed('') }
}

type SettingsKey =
  | 'add_owner'
  | 'remove_owner'
  | 'swap_owner'
  | 'change_threshold'
  | 'change_implementation'
  | 'enable_module'
  | 'disable_module'
  | 'set_fallback_handler'
  | 'set_guard'
  | 'delete_guard'
  | 'set_module_guard'
  | 'delete_module_guard'

function settingsKey(info: SettingsInfo | null): SettingsKey | undefined {
  switch (info?.type) {
    case 'ADD_OWNER':
      return 'add_owner'
    case 'REMOVE_OWNER':
      return 'remove_owner'
    case 'SWAP_OWNER':
      return 'swap_owner'
    case 'CHANGE_THRESHOLD':
      return 'change_threshold'
    case 'CHANGE_MASTER_COPY':
    case 'CHANGE_IMPLEMENTATION':
      return 'change_implementation'
    case 'ENABLE_MODULE':
      return 'enable_module'
    case 'DISABLE_MODULE':
      return 'disable_module'
    case 'SET_FALLBACK_HANDLER':
      return 'set_fallback_handler'
    case 'SET_GUARD':
      return 'set_guard'
    case 'DELETE_GUARD':
      return 'delete_guard'
    case 'SET_MODULE_GUARD':
      return 'set_module_guard'
    case 'DELETE_MODULE_GUARD':
      return 'delete_module_guard'
    default:
      return undefined
  }
}

function describeSettings(info: SettingsInfo | null, method: string, tense: Tense): string {
  const key = settingsKey(info)
  if (!key) return t('transaction.settings.other', { method })
  const values: Record<string, number> =
    info?.type === 'CHANGE_THRESHOLD' ? { threshold: info.threshold } : {}
  return t(tense === 'queued' ? `transaction.queued.settings.${key}` : `transaction.settings.${key}`, values)
}

function describeInfo(info: TransactionInfo, options: DescribeOptions, tense: Tense): TransactionDescription {
  switch (info.type) {
    case 'Transfer':
      return describeTransfer(info, options, tense)
    case 'SettingsChange':
      return {
        kind: 'settings',
        title: describeSettings(info.settingsInfo, info.dataDecoded.method, tense),
        amount: null,
      }
    case 'Custom': {
      const value = info.value !== null && /^[1-9]\d*$/.test(info.value) ? info.value : null
      const amount = value
        ? `−${formatTokenAmount(value, options.nativeCurrency.decimals)} ${options.nativeCurrency.symbol}`
        : null
      if (info.isCancellation) return { kind: 'other', title: t('transaction.rejection'), amount: null }
      if (info.methodName === 'multiSend' && info.actionCount !== null) {
        return { kind: 'contract', title: t('transaction.batch', { count: info.actionCount }), amount }
      }
      const title = info.methodName
        ? t('transaction.contract_interaction_method', { method: info.methodName })
        : t('transaction.contract_interaction')
      return { kind: 'contract', title, amount }
    }
    case 'Creation':
      return { kind: 'creation', title: t('transaction.creation'), amount: null }
    case 'Other':
      return { kind: 'other', title: info.humanDescription ?? info.wireType, amount: null }
  }
}

/** The one-line summary of a transaction that rows, page titles and tests share. */
export function describeTransaction(
  transaction: {
    txInfo: TransactionInfo
    executionInfo?: ExecutionInfo | null
    txStatus?: TransactionStatus
  },
  options: DescribeOptions,
): TransactionDescription {
  const queued =
    transaction.txStatus === 'AWAITING_CONFIRMATIONS' || transaction.txStatus === 'AWAITING_EXECUTION'
  const description = describeInfo(transaction.txInfo, options, queued ? 'queued' : 'done')
  // A module acted for the Safe: the icon says so; the title still says what it did.
  return transaction.executionInfo?.type === 'MODULE' ? { ...description, kind: 'module' } : description
}
