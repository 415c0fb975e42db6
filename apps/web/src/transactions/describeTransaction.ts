import { safeDeployments, safeDeployments130 } from '@coffer/safe'
import { formatTokenAmount } from './formatTokenAmount.ts'
import { t } from './i18n/t.ts'
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
  /** One line: "Received 1 ETH from 0x1234…abcd", "Sent 5 CDT to 0x1234…abcd", "Added owner"; queued: "Add owner". */
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

function isZeroAddress(address: string): boolean {
  return /^0x0{40}$/.test(address)
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

/** A queued transaction has not happened: it reads "Send 1 ETH to …", not "Sent". */
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
    // Who sent it, named from the address book when known: an unexpected deposit is judged by its sender.
    // From the zero address nobody sent it: the token was minted to the Safe.
    const title = isZeroAddress(info.sender.value)
      ? t('transaction.received_minted', { asset })
      : t('transaction.received', { asset, from: displayName(info.sender, options) })
    return { kind: 'incoming', title, amount: signed('+') }
  }
  if (info.direction === 'OUTGOING') {
    const to = displayName(info.recipient, options)
    const title = t(tense === 'queued' ? 'transaction.send' : 'transaction.sent', { asset, to })
    return { kind: 'outgoing', title, amount: signed('−') }
  }
  const from = displayName(info.sender, options)
  const to = displayName(info.recipient, options)
  const title = t(tense === 'queued' ? 'transaction.transfer' : 'transaction.transferred', {
    asset,
    from,
    to,
  })
  return { kind: 'other', title, amount: signed('') }
}

const settingsKeys = {
  ADD_OWNER: 'add_owner',
  REMOVE_OWNER: 'remove_owner',
  SWAP_OWNER: 'swap_owner',
  CHANGE_THRESHOLD: 'change_threshold',
  // The SDK's Rust-era name and the wire name read the same.
  CHANGE_MASTER_COPY: 'change_implementation',
  CHANGE_IMPLEMENTATION: 'change_implementation',
  ENABLE_MODULE: 'enable_module',
  DISABLE_MODULE: 'disable_module',
  SET_FALLBACK_HANDLER: 'set_fallback_handler',
  SET_GUARD: 'set_guard',
  DELETE_GUARD: 'delete_guard',
  SET_MODULE_GUARD: 'set_module_guard',
  DELETE_MODULE_GUARD: 'delete_module_guard',
} as const satisfies Record<Exclude<SettingsInfo['type'], 'OTHER'>, string>

function describeSettings(info: SettingsInfo | null, method: string, tense: Tense): string {
  if (!info || info.type === 'OTHER') return t('transaction.settings.other', { method })
  const key = settingsKeys[info.type]
  const threshold = info.type === 'CHANGE_THRESHOLD' ? info.threshold : ''
  return tense === 'queued'
    ? t(`transaction.settings_queued.${key}`, { threshold })
    : t(`transaction.settings.${key}`, { threshold })
}

/** The canonical SignMessageLib (1.4.1, 1.3.0): its `signMessage` signs a Safe message on chain. */
const signMessageLibs: readonly string[] = [
  safeDeployments.signMessageLib,
  safeDeployments130.signMessageLib,
].map((address) => address.toLowerCase())

function isSignMessageLib(address: string): boolean {
  return signMessageLibs.includes(address.toLowerCase())
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
      // The gateway words a batch that only changes owners (a recovery, several owner edits at once).
      if (info.methodName === 'multiSend' && info.humanDescription)
        return { kind: 'settings', title: info.humanDescription, amount }
      if (info.methodName === 'multiSend' && info.actionCount !== null) {
        return { kind: 'contract', title: t('transaction.batch', { count: info.actionCount }), amount }
      }
      // An ERC-20 approval in the gateway's words, "Approve 1 CDT for 0x1234…abcd": what it grants and
      // to whom, where "Contract interaction: approve" named only the token.
      if (info.methodName === 'approve' && info.humanDescription)
        return { kind: 'contract', title: info.humanDescription, amount }
      if (info.methodName === 'signMessage' && isSignMessageLib(info.to.value))
        return {
          kind: 'contract',
          title: tense === 'queued' ? t('transaction.sign_message') : t('transaction.signed_message'),
          amount,
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
    txStatus?: TransactionStatus | undefined
  },
  options: DescribeOptions,
): TransactionDescription {
  const queued =
    transaction.txStatus === 'AWAITING_CONFIRMATIONS' || transaction.txStatus === 'AWAITING_EXECUTION'
  const description = describeInfo(transaction.txInfo, options, queued ? 'queued' : 'done')
  // A module acted for the Safe: the icon says so; the title still says what it did.
  return transaction.executionInfo?.type === 'MODULE' ? { ...description, kind: 'module' } : description
}
