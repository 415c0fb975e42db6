import type { AbiFunction } from 'abitype'
import { type FormEvent, useId, useState } from 'react'
import { isAddressEqual, zeroAddress } from 'viem'
import { AddressField, resolveAddressInput } from '../../../address/AddressField.tsx'
import { useAddressBook, useAddressNames } from '../../../address-book/addressBookStore.ts'
import { formatAmount } from '../../../chain/formatAmount.ts'
import { Field, Select, TextArea, TextInput } from '../../../components/ui/Field/Field.tsx'
import { useBalances } from '../../../gateway/getBalances.ts'
import { useContract } from '../../../gateway/getContract.ts'
import { useFiatCurrency } from '../../../gateway/getFiatCurrencies.ts'
import { reviewCounterparty } from '../../../safe-tx/model/reviewCounterparty.ts'
import { shortenAddress } from '../../../transactions/shortenAddress.ts'
import { t } from '../i18n/t.ts'
import {
  buildContractCallDraft,
  buildRawCallDraft,
  findWriteFunctions,
  functionKey,
  parseAbiJson,
} from '../model/buildContractCallDraft.ts'
import { findRecipientWarnings } from '../model/findRecipientWarnings.ts'
import { type CallValueError, parseCallValue } from '../model/parseCallValue.ts'
import { abiArgumentErrorMessage } from './abiArgumentErrorMessage.ts'
import { type FlowContext, FormActions } from './FormActions.tsx'
import { RecipientWarnings } from './RecipientWarnings.tsx'

function argumentHint(type: string): string {
  if (type.endsWith(']')) return t('new_transaction.contract.hint_array')
  if (type === 'tuple') return t('new_transaction.contract.hint_tuple')
  return type
}

function valueErrorMessage(
  error: CallValueError,
  { symbol, decimals }: { symbol: string; decimals: number },
): string {
  switch (error.code) {
    case 'negative':
      return t('new_transaction.contract.value_errors.negative')
    case 'not_a_number':
      return t('new_transaction.contract.value_errors.not_a_number')
    case 'too_many_decimals':
      return t('new_transaction.contract.value_errors.too_many_decimals', {
        symbol,
        decimals: error.decimals,
      })
    case 'exceeds_balance':
      return t('new_transaction.contract.value_errors.exceeds_balance', {
        balance: formatAmount(error.balance, decimals, { maxFractionDigits: decimals }),
        symbol,
      })
  }
}

/** Contract interaction: a write function from the contract's ABI with typed arguments, or raw calldata. */
export function ContractInteractionForm({ context }: { context: FlowContext }) {
  const { chain, safe } = context
  const { entries } = useAddressBook(chain.chainId)
  const nameOf = useAddressNames(chain.chainId)
  const [currency] = useFiatCurrency()
  const balances = useBalances({ chainId: chain.chainId, safeAddress: safe, currency })
  const [contractText, setContractText] = useState('')
  const [mode, setMode] = useState<'abi' | 'raw'>('abi')
  const [abiText, setAbiText] = useState('')
  const [fnKey, setFnKey] = useState('')
  const [args, setArgs] = useState<Record<string, string>>({})
  const [valueText, setValueText] = useState('')
  const [dataText, setDataText] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const ids = useId()
  const symbol = chain.nativeCurrency.symbol

  const contract = resolveAddressInput(contractText, { chain, book: entries })
  const registry = useContract({
    chainId: chain.chainId,
    address: contract.ok ? contract.address : undefined,
  })
  const registryFunctions = registry.data?.contractAbi
    ? findWriteFunctions(registry.data.contractAbi.abi)
    : []
  const pasted = abiText.trim() === '' ? undefined : parseAbiJson(abiText)
  const functions: AbiFunction[] = pasted?.ok ? pasted.functions : pasted ? [] : registryFunctions
  const fn =
    functions.find((item) => functionKey(item) === fnKey) ??
    (functions.length === 1 ? functions[0] : undefined)
  const payable = mode === 'raw' || fn?.stateMutability === 'payable'
  // The Safe pays the value: more than its native balance would fail on execution, so it is refused here.
  const nativeBalance = balances.data?.items.find(
    (item) => item.tokenInfo.type === 'NATIVE_TOKEN' || isAddressEqual(item.tokenInfo.address, zeroAddress),
  )
  const value = parseCallValue(valueText, {
    decimals: chain.nativeCurrency.decimals,
    balance: nativeBalance ? BigInt(nativeBalance.balance) : undefined,
  })
  const valueError =
    payable && !value.ok
      ? valueErrorMessage(value.error, { symbol, decimals: chain.nativeCurrency.decimals })
      : undefined
  const valueAmount = value.ok ? value.value : 0n
  const inputs = fn ? fn.inputs.map((_, index) => args[`${functionKey(fn)}#${index}`] ?? '') : []
  const call =
    mode === 'abi' && fn && contract.ok
      ? buildContractCallDraft({ contract: contract.address, fn, inputs, value: valueAmount })
      : undefined
  const raw =
    mode === 'raw' && contract.ok
      ? buildRawCallDraft({ to: contract.address, value: valueAmount, data: dataText })
      : undefined

  const finish = (submitMode: 'continue' | 'batch') => {
    setSubmitted(true)
    if (!context.canSubmit || !contract.ok || valueError) return
    const to = reviewCounterparty(contract.address, nameOf(contract.address))
    const result =
      mode === 'abi' && call?.ok && fn
        ? {
            draft: call.draft,
            title: t('new_transaction.contract.call_title', { function: fn.name, contract: to }),
          }
        : mode === 'raw' && raw?.ok
          ? {
              draft: raw.draft,
              title: t('new_transaction.contract.raw_title', {
                contract: to,
                bytes: (raw.draft.data.length - 2) / 2,
              }),
            }
          : undefined
    if (!result) return
    if (submitMode === 'continue') context.onContinue(result.title, result.draft)
    else {
      context.onAddToBatch(result.title, result.draft)
      setSubmitted(false)
    }
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    finish('continue')
  }

  const abiError =
    pasted && !pasted.ok ? t(`new_transaction.contract.abi_errors.${pasted.error.code}`) : undefined
  const abiHint = !contract.ok
    ? undefined
    : pasted?.ok
      ? t('new_transaction.contract.abi_pasted')
      : registry.status === 'pending'
        ? t('new_transaction.contract.abi_loading')
        : registry.data?.contractAbi
          ? t('new_transaction.contract.abi_from_registry', {
              name: registry.data.displayName || registry.data.name || shortenAddress(contract.address),
            })
          : t('new_transaction.contract.abi_unknown')

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-label={t('new_transaction.tab_contract')}
    >
      <AddressField
        chain={chain}
        label={t('new_transaction.contract.address')}
        value={contractText}
        onChange={setContractText}
        showError={submitted || contractText.trim() !== ''}
      />
      <RecipientWarnings
        warnings={
          contract.ok
            ? // A call to the Safe itself is how settings change: only the zero address is a mistake here.
              findRecipientWarnings({ recipient: contract.address, safe, token: null }).filter(
                (warning) => warning === 'zero_address',
              )
            : []
        }
      />
      <div className="flex gap-2">
        {(['abi', 'raw'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={mode === option}
            onClick={() => setMode(option)}
            className={`rounded-full px-3 py-1 text-sm font-semibold ${mode === option ? 'bg-accent text-on-accent' : 'bg-surface-muted text-ink-muted hover:text-ink'}`}
          >
            {t(option === 'abi' ? 'new_transaction.contract.mode_abi' : 'new_transaction.contract.mode_raw')}
          </button>
        ))}
      </div>
      {mode === 'abi' ? (
        <>
          <Field id={`${ids}-abi`} label={t('new_transaction.contract.abi')} error={abiError} hint={abiHint}>
            <TextArea
              id={`${ids}-abi`}
              value={abiText}
              onChange={(event) => setAbiText(event.target.value)}
              spellCheck={false}
              placeholder='[{"type":"function", …}]'
              invalid={abiError !== undefined}
              className="font-mono"
            />
          </Field>
          {functions.length > 0 && (
            <Field
              id={`${ids}-fn`}
              label={t('new_transaction.contract.function')}
              error={submitted && !fn ? t('new_transaction.contract.pick_function') : undefined}
            >
              <Select
                id={`${ids}-fn`}
                value={fn ? functionKey(fn) : ''}
                onChange={(event) => setFnKey(event.target.value)}
              >
                <option value="">{t('new_transaction.contract.pick_function')}</option>
                {functions.map((item) => (
                  <option key={functionKey(item)} value={functionKey(item)}>
                    {functionKey(item)}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          {fn?.inputs.length === 0 && (
            <p className="text-sm text-ink-muted">{t('new_transaction.contract.no_inputs')}</p>
          )}
          {fn?.inputs.map((parameter, index) => {
            const key = `${functionKey(fn)}#${index}`
            const text = args[key] ?? ''
            const error = call && !call.ok ? call.errors[index] : undefined
            const shown =
              error && (submitted || text.trim() !== '') ? abiArgumentErrorMessage(error) : undefined
            return (
              <Field
                key={key}
                id={`${ids}-${key}`}
                label={`${parameter.name || `#${index + 1}`} (${parameter.type})`}
                error={shown}
                hint={argumentHint(parameter.type)}
              >
                <TextInput
                  id={`${ids}-${key}`}
                  value={text}
                  invalid={shown !== undefined}
                  spellCheck={false}
                  autoComplete="off"
                  className="font-mono text-sm"
                  onChange={(event) => setArgs({ ...args, [key]: event.target.value })}
                />
              </Field>
            )
          })}
        </>
      ) : (
        <Field
          id={`${ids}-data`}
          label={t('new_transaction.contract.data')}
          error={raw && !raw.ok ? t(`new_transaction.contract.data_errors.${raw.error.code}`) : undefined}
        >
          <TextArea
            id={`${ids}-data`}
            value={dataText}
            onChange={(event) => setDataText(event.target.value)}
            spellCheck={false}
            placeholder="0x"
            invalid={raw !== undefined && !raw.ok}
            className="font-mono"
          />
        </Field>
      )}
      {payable && (
        <Field
          id={`${ids}-value`}
          label={t('new_transaction.contract.value', { symbol })}
          error={valueError}
          hint={t('new_transaction.contract.value_hint', { symbol })}
        >
          <TextInput
            id={`${ids}-value`}
            inputMode="decimal"
            placeholder="0"
            value={valueText}
            invalid={valueError !== undefined}
            onChange={(event) => setValueText(event.target.value)}
          />
        </Field>
      )}
      <FormActions canSubmit={context.canSubmit} onBatch={() => finish('batch')} />
    </form>
  )
}
