import { transferAsset } from '../describeTransaction.ts'
import { formatTokenAmount } from '../formatTokenAmount.ts'
import { t } from '../i18n/t.ts'
import type { TransactionInfo } from '../TransactionInfoSchema.ts'
import type { AddressNamer } from './AddressNamer.ts'
import { DetailRow } from './DetailRow.tsx'
import { NamedAddress } from './NamedAddress.tsx'

/** The part of the details that depends on what kind of transaction it is. */
export function TransactionInfoDetails({ info, namer }: { info: TransactionInfo; namer: AddressNamer }) {
  const native = namer.chain.nativeCurrency
  switch (info.type) {
    case 'Transfer': {
      const transfer = info.transferInfo
      return (
        <>
          <DetailRow label={t('transaction.details.sender')}>
            <NamedAddress namer={namer} address={info.sender.value} name={info.sender.name} />
          </DetailRow>
          <DetailRow label={t('transaction.details.recipient')}>
            <NamedAddress namer={namer} address={info.recipient.value} name={info.recipient.name} />
          </DetailRow>
          <DetailRow label={t('transaction.details.value')}>
            <span className="font-semibold tabular-nums">
              {transferAsset(info, { nativeCurrency: native })}
            </span>
          </DetailRow>
          {transfer.type !== 'NATIVE_COIN' && (
            <DetailRow label={t('transaction.details.token')}>
              <NamedAddress namer={namer} address={transfer.tokenAddress} name={transfer.tokenName} />
            </DetailRow>
          )}
        </>
      )
    }
    case 'SettingsChange': {
      const settings = info.settingsInfo
      const rows: { label: string; address?: { value: string; name: string | null }; text?: string }[] = []
      switch (settings?.type) {
        case 'ADD_OWNER':
        case 'REMOVE_OWNER':
          rows.push({ label: t('transaction.details.owner'), address: settings.owner })
          rows.push({ label: t('transaction.details.threshold'), text: String(settings.threshold) })
          break
        case 'SWAP_OWNER':
          rows.push({ label: t('transaction.details.old_owner'), address: settings.oldOwner })
          rows.push({ label: t('transaction.details.new_owner'), address: settings.newOwner })
          break
        case 'CHANGE_THRESHOLD':
          rows.push({ label: t('transaction.details.threshold'), text: String(settings.threshold) })
          break
        case 'CHANGE_MASTER_COPY':
        case 'CHANGE_IMPLEMENTATION':
          rows.push({ label: t('transaction.details.implementation'), address: settings.implementation })
          break
        case 'ENABLE_MODULE':
        case 'DISABLE_MODULE':
          rows.push({ label: t('transaction.details.module'), address: settings.module })
          break
        case 'SET_FALLBACK_HANDLER':
          rows.push({ label: t('transaction.details.handler'), address: settings.handler })
          break
        case 'SET_GUARD':
          rows.push({ label: t('transaction.details.guard'), address: settings.guard })
          break
        case 'SET_MODULE_GUARD':
          rows.push({ label: t('transaction.details.guard'), address: settings.moduleGuard })
          break
      }
      return (
        <>
          {rows.map((row) => (
            <DetailRow key={row.label} label={row.label}>
              {row.address ? (
                <NamedAddress namer={namer} address={row.address.value} name={row.address.name} />
              ) : (
                <span className="font-semibold tabular-nums">{row.text}</span>
              )}
            </DetailRow>
          ))}
        </>
      )
    }
    case 'Custom':
      return (
        <>
          <DetailRow label={t('transaction.details.interacted_with')}>
            <NamedAddress namer={namer} address={info.to.value} name={info.to.name} />
          </DetailRow>
          {info.value && info.value !== '0' && (
            <DetailRow label={t('transaction.details.value')}>
              <span className="font-semibold tabular-nums">
                {formatTokenAmount(info.value, native.decimals)} {native.symbol}
              </span>
            </DetailRow>
          )}
        </>
      )
    case 'Creation':
      return (
        <>
          <DetailRow label={t('transaction.details.creator')}>
            <NamedAddress namer={namer} address={info.creator.value} name={info.creator.name} />
          </DetailRow>
          {info.factory && (
            <DetailRow label={t('transaction.details.factory')}>
              <NamedAddress namer={namer} address={info.factory.value} name={info.factory.name} />
            </DetailRow>
          )}
          {info.implementation && (
            <DetailRow label={t('transaction.details.implementation')}>
              <NamedAddress
                namer={namer}
                address={info.implementation.value}
                name={info.implementation.name}
              />
            </DetailRow>
          )}
          {info.blockNumber !== null && (
            <DetailRow label={t('transaction.details.block')}>
              <span data-testid="creation-block" className="tabular-nums">
                {info.blockNumber.toLocaleString('en-US')}
              </span>
            </DetailRow>
          )}
          {info.saltNonce !== null && (
            <DetailRow label={t('transaction.details.salt_nonce')}>
              <span className="font-mono text-xs break-all">{info.saltNonce}</span>
            </DetailRow>
          )}
        </>
      )
    case 'Other':
      return null
  }
}
