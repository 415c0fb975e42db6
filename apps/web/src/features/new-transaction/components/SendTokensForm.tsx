import { type FormEvent, useId, useState } from 'react'
import { formatUnits, zeroAddress } from 'viem'
import { AddressField, resolveAddressInput } from '../../../address/AddressField.tsx'
import { useAddressBook, useAddressNames } from '../../../address-book/addressBookStore.ts'
import { formatAmount } from '../../../chain/formatAmount.ts'
import { Field, Select, TextInput } from '../../../components/ui/Field/Field.tsx'
import type { BalanceItem } from '../../../gateway/BalancesSchema.ts'
import { describeGatewayError } from '../../../gateway/describeGatewayError.ts'
import { useBalances } from '../../../gateway/getBalances.ts'
import { useFiatCurrency } from '../../../gateway/getFiatCurrencies.ts'
import { reviewCounterparty } from '../../../safe-tx/model/reviewCounterparty.ts'
import { parseAmountInput } from '../../../transactions/parseAmountInput.ts'
import { shortenAddress } from '../../../transactions/shortenAddress.ts'
import { t } from '../i18n/t.ts'
import { buildTransferDraft } from '../model/buildTransferDraft.ts'
import { findRecipientWarnings } from '../model/findRecipientWarnings.ts'
import { amountErrorMessage } from './amountErrorMessage.ts'
import { type FlowContext, FormActions } from './FormActions.tsx'
import { RecipientWarnings } from './RecipientWarnings.tsx'

function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase()
}

function isNative(item: BalanceItem): boolean {
  return item.tokenInfo.type === 'NATIVE_TOKEN' || item.tokenInfo.address === zeroAddress
}

/**
 * Send tokens: the native coin or an ERC-20 the Safe holds, to one recipient. `initialToken` preselects
 * one (Send on a row of Assets).
 */
export function SendTokensForm({
  context,
  initialToken,
}: {
  context: FlowContext
  initialToken?: string | undefined
}) {
  const { chain, safe } = context
  const [currency] = useFiatCurrency()
  const balances = useBalances({ chainId: chain.chainId, safeAddress: safe, currency })
  const { entries } = useAddressBook(chain.chainId)
  const nameOf = useAddressNames(chain.chainId)
  const [tokenAddress, setTokenAddress] = useState<string | undefined>(initialToken)
  const [recipientText, setRecipientText] = useState('')
  const [amountText, setAmountText] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const tokenId = useId()
  const amountId = useId()

  if (balances.status === 'pending')
    return <p className="text-sm text-ink-muted">{t('new_transaction.loading')}</p>
  if (balances.status === 'error')
    return (
      <p role="alert" className="text-sm text-danger">
        {t('new_transaction.load_failed', { message: describeGatewayError(balances.error) })}
      </p>
    )
  const items = balances.data.items.filter((item) => BigInt(item.balance) > 0n)
  if (items.length === 0)
    return <p className="text-sm text-ink-muted">{t('new_transaction.send.no_tokens')}</p>
  const token =
    items.find((item) => tokenAddress !== undefined && sameAddress(item.tokenInfo.address, tokenAddress)) ??
    items[0]
  if (!token) return null
  const { decimals } = token.tokenInfo
  const symbol = token.tokenInfo.symbol || shortenAddress(token.tokenInfo.address)
  const balance = BigInt(token.balance)
  const recipient = resolveAddressInput(recipientText, { chain, book: entries })
  const amount = parseAmountInput(amountText, { decimals, balance })
  const amountError =
    !amount.ok && (submitted || amountText.trim() !== '')
      ? amountErrorMessage(amount.error, { symbol, decimals, negative: amountText.trim().startsWith('-') })
      : undefined
  const warnings = recipient.ok
    ? findRecipientWarnings({
        recipient: recipient.address,
        safe,
        token: isNative(token) ? null : token.tokenInfo.address,
      })
    : []

  const finish = (mode: 'continue' | 'batch') => {
    setSubmitted(true)
    if (!recipient.ok || !amount.ok || !context.canSubmit) return
    const draft = buildTransferDraft({
      token: isNative(token) ? null : token.tokenInfo.address,
      recipient: recipient.address,
      amount: amount.value,
    })
    const title = (counterparty: string) =>
      t('new_transaction.send.title', {
        amount: formatAmount(amount.value, decimals, { maxFractionDigits: decimals }),
        symbol,
        recipient: counterparty,
      })
    const name = nameOf(recipient.address)
    if (mode === 'continue')
      context.onContinue(title(reviewCounterparty(recipient.address, name)), draft, [recipient.address])
    else context.onAddToBatch(title(name ?? shortenAddress(recipient.address)), draft)
    if (mode === 'batch') {
      setRecipientText('')
      setAmountText('')
      setSubmitted(false)
    }
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    finish('continue')
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-label={t('new_transaction.tab_send')}
    >
      <AddressField
        chain={chain}
        label={t('new_transaction.send.recipient')}
        value={recipientText}
        onChange={setRecipientText}
        showError={submitted || recipientText.trim() !== ''}
      />
      <RecipientWarnings warnings={warnings} />
      <Field id={tokenId} label={t('new_transaction.send.token')}>
        <Select
          id={tokenId}
          value={token.tokenInfo.address}
          onChange={(event) => setTokenAddress(event.target.value)}
        >
          {items.map((item) => (
            <option key={item.tokenInfo.address} value={item.tokenInfo.address}>
              {`${item.tokenInfo.symbol || shortenAddress(item.tokenInfo.address)} — ${formatAmount(BigInt(item.balance), item.tokenInfo.decimals)}`}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        id={amountId}
        label={t('new_transaction.send.amount')}
        error={amountError}
        hint={t('new_transaction.send.balance', {
          balance: formatAmount(balance, decimals, { maxFractionDigits: decimals }),
          symbol,
        })}
      >
        <div className="flex gap-2">
          <TextInput
            id={amountId}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.0"
            value={amountText}
            invalid={amountError !== undefined}
            onChange={(event) => setAmountText(event.target.value)}
            className="tabular-nums"
          />
          <button
            type="button"
            onClick={() => setAmountText(formatUnits(balance, decimals))}
            className="h-12 shrink-0 rounded-control border border-line px-4 text-sm font-semibold text-accent hover:bg-surface-muted"
          >
            {t('new_transaction.send.max')}
          </button>
        </div>
      </Field>
      <FormActions canSubmit={context.canSubmit} onBatch={() => finish('batch')} />
    </form>
  )
}
