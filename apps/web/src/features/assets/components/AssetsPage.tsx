import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import type { Address } from 'viem'
import * as z from 'zod/mini'
import { formatAmount } from '../../../chain/formatAmount.ts'
import { formatFiat } from '../../../chain/formatFiat.ts'
import { Badge } from '../../../components/ui/Badge/Badge.tsx'
import { buttonClassName } from '../../../components/ui/Button/Button.tsx'
import { Card } from '../../../components/ui/Card/Card.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { Skeleton } from '../../../components/ui/Skeleton/Skeleton.tsx'
import { Switch } from '../../../components/ui/Switch/Switch.tsx'
import { TokenLogo } from '../../../components/ui/TokenLogo/TokenLogo.tsx'
import { safeId } from '../../../config/paths.ts'
import { useStoredValue } from '../../../config/storedValue.ts'
import { arePricesOff } from '../../../gateway/arePricesOff.ts'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { describeGatewayError } from '../../../gateway/describeGatewayError.ts'
import { useBalances } from '../../../gateway/getBalances.ts'
import { useFiatCurrencies, useFiatCurrency } from '../../../gateway/getFiatCurrencies.ts'
import { t } from '../i18n/t.ts'
import { useHiddenTokens } from '../model/hiddenTokens.ts'
import { type AssetRow, toAssetRows, toggleHiddenToken } from '../model/toAssetRows.ts'

const HideZeroSchema = z.boolean()

function CurrencySelect() {
  const id = useId()
  const [currency, setCurrency] = useFiatCurrency()
  const codes = useFiatCurrencies()
  // Keep the chosen code selectable while the list loads or if the gateway stopped offering it.
  const options = codes.data?.includes(currency) ? codes.data : [currency, ...(codes.data ?? [])]
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-ink-muted">
        {t('assets.currency')}
      </label>
      <div className="relative">
        <select
          id={id}
          value={currency}
          onChange={(event) => setCurrency(event.target.value)}
          className="h-9 w-28 appearance-none rounded-control border border-line bg-surface pr-9 pl-3 text-sm font-semibold text-ink focus:border-accent focus:ring-4 focus:ring-accent-soft focus:outline-none"
        >
          {options.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
        <Icon
          name="chevronDown"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-muted"
        />
      </div>
    </div>
  )
}

function HideButton({ row, onToggle }: { row: AssetRow; onToggle: () => void }) {
  const label = row.hidden
    ? t('assets.unhide', { symbol: row.tokenInfo.symbol })
    : t('assets.hide', { symbol: row.tokenInfo.symbol })
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={label}
      title={label}
      className="grid size-8 place-items-center rounded-control text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-accent"
    >
      <Icon name={row.hidden ? 'eye' : 'eyeOff'} className="size-4" />
    </button>
  )
}

/** Opens Send tokens with this token chosen: a link, so the form's code loads only when it is followed. */
function SendLink({ row, safeId }: { row: AssetRow; safeId: string }) {
  return (
    <Link
      to="/safe/$safeId/new"
      params={{ safeId }}
      search={{ type: 'send', token: row.tokenInfo.address }}
      aria-label={t('assets.send', { symbol: row.tokenInfo.symbol })}
      title={t('assets.send', { symbol: row.tokenInfo.symbol })}
      className={`${buttonClassName('secondary', 'sm')} w-8 px-0 sm:w-auto sm:px-3`}
    >
      <Icon name="arrowRight" className="size-4" />
      <span className="hidden sm:inline">{t('assets.send_short')}</span>
    </Link>
  )
}

function LoadingRows() {
  return (
    <tbody aria-busy>
      {[0, 1, 2, 3].map((row) => (
        <tr key={row} className="border-t border-line">
          <td className="px-3 py-3 sm:px-5.5">
            <div className="flex items-center gap-3">
              <Skeleton className="size-8 rounded-full" />
              <Skeleton className="h-4 w-28" />
            </div>
          </td>
          <td className="px-3 py-3 sm:px-5.5">
            <Skeleton className="ml-auto h-4 w-24" />
          </td>
          <td className="hidden px-3 py-3 sm:px-5.5 sm:table-cell">
            <Skeleton className="ml-auto h-4 w-16" />
          </td>
          <td className="px-3 py-3 sm:px-5.5">
            <Skeleton className="ml-auto h-4 w-16" />
          </td>
          <td />
        </tr>
      ))}
    </tbody>
  )
}

/** The Safe's tokens with amounts, prices and values; the person can hide tokens and zero balances. */
export function AssetsPage({ chain, address }: { chain: ChainInfo; address: Address }) {
  const [currency] = useFiatCurrency()
  const balances = useBalances({ chainId: chain.chainId, safeAddress: address, currency })
  const [hidden, setHidden] = useHiddenTokens(chain.chainId, address)
  const [hideZero, setHideZero] = useStoredValue('coffer.assets.hideZero', HideZeroSchema, false)
  const [showHidden, setShowHidden] = useState(false)
  const rows = balances.data ? toAssetRows(balances.data.items, { hidden, showHidden, hideZero }) : []
  const pricesOff = balances.data ? arePricesOff(balances.data) : false
  const hiddenCount = balances.data
    ? toAssetRows(balances.data.items, { hidden, showHidden: true, hideZero: false }).filter(
        (row) => row.hidden,
      ).length
    : 0

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-bold tracking-tight">{t('assets.title')}</h2>
          {balances.status === 'success' && (
            <p className="text-sm text-ink-muted">
              {pricesOff
                ? t('assets.prices_off')
                : t('assets.total', { total: formatFiat(balances.data.fiatTotal, currency) })}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
          <Switch label={t('assets.hide_zero')} checked={hideZero} onChange={setHideZero} />
          <Switch
            label={t('assets.show_hidden', { count: hiddenCount })}
            checked={showHidden}
            onChange={setShowHidden}
          />
          {/* Without prices a currency changes nothing: no control that does nothing. */}
          {balances.status === 'success' && !pricesOff && <CurrencySelect />}
        </div>
      </div>

      <Card className="overflow-hidden">
        {balances.status === 'error' ? (
          <p role="alert" className="flex items-start gap-2 p-5 text-sm font-medium text-danger">
            <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
            {describeGatewayError(balances.error, {
              notFound: t('assets.not_indexed', { chain: chain.chainName }),
            })}
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead className="bg-surface-muted/60 text-left text-xs font-semibold tracking-wide text-ink-muted uppercase">
                <tr>
                  <th scope="col" className="px-3 py-3 sm:px-5">
                    {t('assets.asset')}
                  </th>
                  <th scope="col" className="px-3 py-3 sm:px-5 text-right">
                    {t('assets.balance')}
                  </th>
                  <th scope="col" className="hidden px-3 py-3 sm:px-5 text-right sm:table-cell">
                    {t('assets.price')}
                  </th>
                  <th scope="col" className="px-3 py-3 sm:px-5 text-right">
                    {t('assets.value')}
                  </th>
                  <th scope="col" className="w-12 px-3 py-3 sm:w-32">
                    <span className="sr-only">{t('assets.actions')}</span>
                  </th>
                </tr>
              </thead>
              {balances.status === 'pending' ? (
                <LoadingRows />
              ) : (
                <tbody>
                  {rows.map((row) => (
                    <tr
                      key={row.tokenInfo.address}
                      className={`border-t border-line transition-colors hover:bg-surface-muted/40 ${row.hidden ? 'opacity-60' : ''}`}
                    >
                      <td className="px-3 py-3 sm:px-5">
                        <div className="flex min-w-0 items-center gap-3">
                          <TokenLogo src={row.tokenInfo.logoUri} symbol={row.tokenInfo.symbol} />
                          <div className="flex min-w-0 flex-col">
                            <span className="flex items-center gap-2 font-semibold">
                              <span className="truncate">{row.tokenInfo.name}</span>
                              {row.hidden && <Badge>{t('assets.hidden')}</Badge>}
                            </span>
                            <span className="text-xs text-ink-muted">{row.tokenInfo.symbol}</span>
                          </div>
                        </div>
                      </td>
                      <td className="px-3 py-3 sm:px-5 text-right font-semibold whitespace-nowrap tabular-nums">
                        {formatAmount(BigInt(row.balance), row.tokenInfo.decimals)}{' '}
                        <span className="font-normal text-ink-muted">{row.tokenInfo.symbol}</span>
                      </td>
                      <td className="hidden px-3 py-3 sm:px-5 text-right whitespace-nowrap text-ink-muted tabular-nums sm:table-cell">
                        {pricesOff ? '—' : formatFiat(row.fiatConversion, currency)}
                      </td>
                      <td className="px-3 py-3 sm:px-5 text-right font-semibold whitespace-nowrap tabular-nums">
                        {pricesOff ? '—' : formatFiat(row.fiatBalance, currency)}
                      </td>
                      <td className="px-3 py-3">
                        {/* Stacked on a phone: the row keeps the width it had with Hide alone. */}
                        <div className="flex flex-col items-end gap-1 sm:flex-row sm:items-center sm:justify-end">
                          {BigInt(row.balance) > 0n && (
                            <SendLink row={row} safeId={safeId(chain.shortName, address)} />
                          )}
                          <HideButton
                            row={row}
                            onToggle={() => setHidden(toggleHiddenToken(hidden, row.tokenInfo.address))}
                          />
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              )}
            </table>
          </div>
        )}
        {balances.status === 'success' && rows.length === 0 && (
          <div className="flex flex-col items-center gap-2 border-t border-line px-5 py-12 text-center">
            <span className="grid size-11 place-items-center rounded-full bg-accent-soft text-accent">
              <Icon name="vault" className="size-5" />
            </span>
            <p className="font-semibold">
              {balances.data.items.length === 0 ? t('assets.empty_title') : t('assets.all_filtered_title')}
            </p>
            <p className="max-w-sm text-sm text-ink-muted">
              {balances.data.items.length === 0 ? t('assets.empty_body') : t('assets.all_filtered_body')}
            </p>
          </div>
        )}
      </Card>
    </div>
  )
}
