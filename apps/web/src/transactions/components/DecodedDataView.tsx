import { Icon } from '../../components/ui/Icon/Icon.tsx'
import type { AddressEx } from '../../gateway/SafeInfoSchema.ts'
import type { DataDecoded, DataDecodedParameter, InternalTransaction } from '../DataDecodedSchema.ts'
import { findErc20AmountIndex, isUnlimitedAmount } from '../erc20AmountParameter.ts'
import { formatTokenAmount } from '../formatTokenAmount.ts'
import { t } from '../i18n/t.ts'
import { summarizeBatchAction } from '../summarizeBatchAction.ts'
import type { TokenUnits, TokenUnitsOf } from '../useSafeTokenUnits.ts'
import type { AddressNamer } from './AddressNamer.ts'
import { NamedAddress } from './NamedAddress.tsx'

type Names = { namer: AddressNamer; index: Record<string, AddressEx> | null; tokenUnitsOf?: TokenUnitsOf }

/** An ERC-20 amount in tokens, with the base units that are signed beneath it. */
function TokenAmount({ value, units, method }: { value: string; units: TokenUnits; method: string }) {
  return (
    <span className="flex flex-col">
      <span className="text-sm font-semibold tabular-nums">
        {isUnlimitedAmount(method, value)
          ? t('transaction.details.unlimited_amount', { symbol: units.symbol })
          : `${formatTokenAmount(value, units.decimals)} ${units.symbol}`}
      </span>
      <span className="font-mono text-xs break-all text-ink-muted">{value}</span>
    </span>
  )
}

function ParameterValue({
  parameter,
  names,
  amountOf,
}: {
  parameter: DataDecodedParameter
  names: Names
  amountOf?: { units: TokenUnits; method: string }
}) {
  const { value, type } = parameter
  if (type === 'address' && typeof value === 'string') {
    return <NamedAddress namer={names.namer} address={value} name={names.index?.[value]?.name} />
  }
  if (amountOf && typeof value === 'string' && /^\d+$/.test(value))
    return <TokenAmount value={value} units={amountOf.units} method={amountOf.method} />
  if (typeof value === 'string') return <span className="font-mono text-xs break-all">{value}</span>
  // Arrays and tuples: shown as the JSON they came as, which keeps their nesting readable.
  return (
    <pre className="overflow-x-auto rounded-control bg-surface-muted p-2 font-mono text-xs whitespace-pre-wrap break-all">
      {JSON.stringify(value, null, 2)}
    </pre>
  )
}

function Actions({
  actions,
  names,
  nativeSymbol,
}: {
  actions: InternalTransaction[]
  names: Names
  nativeSymbol: { symbol: string; decimals: number }
}) {
  const summaries = actions.map((action) =>
    summarizeBatchAction(action, { native: nativeSymbol, tokenUnitsOf: names.tokenUnitsOf }),
  )
  // A name the person gave (address book) or the gateway knows, with the whole address after it.
  const namedCounterparty = (address: string) => {
    const name = names.namer.nameOf(address) ?? names.index?.[address]?.name ?? undefined
    return name ? `${name} (${address})` : address
  }
  // "Enable Recovery module (Delay)", the whole address after it; "Enable module" when it has no name.
  const enableLabel = (module: string) => {
    const name = names.namer.nameOf(module) ?? names.index?.[module]?.name ?? undefined
    return name ? t('transaction.details.enable_named', { name }) : t('transaction.details.enable_module')
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold">{t('transaction.details.actions', { count: actions.length })}</p>
      <ol className="flex flex-col gap-2">
        {actions.map((action, index) => (
          // Actions have no id of their own; their position in the batch is what identifies them.
          // biome-ignore lint/suspicious/noArrayIndexKey: the batch is fixed once decoded
          <li key={index}>
            <details className="group rounded-control border border-line">
              {/* The line names each action's counterparty (in full) and amount: a reviewer of a batch
                  must not have to open every action to see who gets what. The chevron says it opens. */}
              <summary
                className="flex cursor-pointer list-none items-start gap-2 px-3 py-2 text-sm [&::-webkit-details-marker]:hidden"
                data-testid="batch-action"
              >
                <span className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-2 gap-y-0.5">
                  <span className="text-ink-muted tabular-nums">{index + 1}.</span>{' '}
                  <span className="shrink-0 font-semibold whitespace-nowrap">
                    {summaries[index]?.approval
                      ? t('transaction.details.approve')
                      : summaries[index]?.enablesModule
                        ? enableLabel(summaries[index]?.counterparty ?? action.to)
                        : (summaries[index]?.method ??
                          (!action.data || action.data === '0x'
                            ? t('transaction.details.send')
                            : t('transaction.contract_interaction')))}
                  </span>{' '}
                  {summaries[index]?.amount && (
                    <span className="font-semibold tabular-nums [overflow-wrap:anywhere]">
                      {summaries[index]?.amount}
                    </span>
                  )}{' '}
                  {summaries[index]?.enablesModule ? (
                    <>
                      <span className="min-w-0 font-mono text-xs [overflow-wrap:anywhere]">
                        {summaries[index]?.counterparty}
                      </span>{' '}
                      <span className="text-ink-muted">{t('transaction.details.on_target')}</span>{' '}
                      <span className="min-w-0 font-mono text-xs [overflow-wrap:anywhere]">
                        {namedCounterparty(action.to)}
                      </span>
                    </>
                  ) : (
                    <>
                      <span className="text-ink-muted">
                        {summaries[index]?.approval
                          ? t('transaction.details.for_spender')
                          : t('transaction.details.to_short')}
                      </span>{' '}
                      <span className="min-w-0 font-mono text-xs [overflow-wrap:anywhere]">
                        {namedCounterparty(summaries[index]?.counterparty ?? action.to)}
                      </span>
                    </>
                  )}
                </span>
                <Icon
                  name="chevronDown"
                  role="img"
                  aria-hidden={false}
                  aria-label={t('transaction.details.show_details')}
                  className="mt-0.5 size-4 shrink-0 text-ink-muted transition-transform group-open:rotate-180"
                />
              </summary>
              <dl className="flex flex-col gap-2 border-t border-line px-3 py-2">
                <div>
                  <dt className="text-xs font-medium text-ink-muted">{t('transaction.details.to')}</dt>
                  <dd>
                    <NamedAddress
                      namer={names.namer}
                      address={action.to}
                      name={names.index?.[action.to]?.name}
                    />
                  </dd>
                </div>
                {action.value && action.value !== '0' && (
                  <div>
                    <dt className="text-xs font-medium text-ink-muted">{t('transaction.details.value')}</dt>
                    <dd className="text-sm tabular-nums">
                      {formatTokenAmount(action.value, nativeSymbol.decimals)} {nativeSymbol.symbol}
                    </dd>
                  </div>
                )}
                {action.dataDecoded ? (
                  <DecodedCall
                    data={action.dataDecoded}
                    to={action.to}
                    names={names}
                    nativeSymbol={nativeSymbol}
                  />
                ) : (
                  action.data && action.data !== '0x' && <HexData value={action.data} />
                )}
              </dl>
            </details>
          </li>
        ))}
      </ol>
    </div>
  )
}

export function HexData({ value }: { value: string }) {
  return (
    <div>
      <p className="text-xs font-medium text-ink-muted">
        {t('transaction.details.hex_data')} ·{' '}
        {t('transaction.details.bytes', { count: Math.max(0, (value.length - 2) / 2) })}
      </p>
      <p className="max-h-32 overflow-y-auto rounded-control bg-surface-muted p-2 font-mono text-xs break-all">
        {value}
      </p>
    </div>
  )
}

/**
 * A decoded call: its method, each parameter, and a multiSend's actions, each decoded in turn. `to`, the
 * contract called, lets an ERC-20 amount be read in tokens when the Safe holds that token.
 */
export function DecodedCall({
  data,
  to,
  names,
  nativeSymbol,
}: {
  data: DataDecoded
  to?: string
  names: Names
  nativeSymbol: { symbol: string; decimals: number }
}) {
  const amountIndex = findErc20AmountIndex(data.method, data.parameters)
  const units = to === undefined ? undefined : names.tokenUnitsOf?.(to)
  const amountOf = amountIndex !== undefined && units ? { units, method: data.method } : undefined
  return (
    <div className="flex flex-col gap-2">
      <p className="font-mono text-sm font-semibold">{data.method}</p>
      {data.parameters.length === 0 ? (
        <p className="text-xs text-ink-muted">{t('transaction.details.no_parameters')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {data.parameters.map((parameter, index) => (
            <li key={`${parameter.name}:${parameter.type}`} className="flex flex-col gap-1">
              <span className="text-xs text-ink-muted">
                <span className="font-semibold text-ink">{parameter.name}</span> {parameter.type}
              </span>
              {Array.isArray(parameter.valueDecoded) ? (
                <Actions actions={parameter.valueDecoded} names={names} nativeSymbol={nativeSymbol} />
              ) : (
                <ParameterValue
                  parameter={parameter}
                  names={names}
                  amountOf={index === amountIndex ? amountOf : undefined}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
