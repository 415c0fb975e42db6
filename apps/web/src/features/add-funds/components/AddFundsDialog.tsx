import { useAddRecentTransaction, useConnectModal } from '@rainbow-me/rainbowkit'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import type { Address, Hash } from 'viem'
import { useAccount, useBalance, useConfig, useSendTransaction, useSwitchChain } from 'wagmi'
import { formatAmount } from '../../../chain/formatAmount.ts'
import { nativeBalanceQueryKey, useNativeBalance } from '../../../chain/getNativeBalance.ts'
import { waitForReceipt } from '../../../chain/waitForReceipt.ts'
import { AddressAvatar } from '../../../components/ui/Avatar/AddressAvatar.tsx'
import { ChainBadge } from '../../../components/ui/Badge/Badge.tsx'
import { Button, ExternalLinkButton } from '../../../components/ui/Button/Button.tsx'
import { Dialog } from '../../../components/ui/Dialog/Dialog.tsx'
import { Field, TextInput } from '../../../components/ui/Field/Field.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { Spinner } from '../../../components/ui/Spinner/Spinner.tsx'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { findExplorerUrl } from '../../../gateway/findExplorerUrl.ts'
// The dialog's title and loading state are the button's too, drawn on every Safe page: the app's table.
import { t as appT } from '../../../i18n/t.ts'
import { type AmountInputError, parseAmountInput } from '../../../transactions/parseAmountInput.ts'
import { isUserRejection } from '../../../wallet/isUserRejection.ts'
import { t } from '../i18n/t.ts'
import { amountInputErrorMessage } from '../model/amountInputErrorMessage.ts'
import { sendFundsProblemMessage } from '../model/sendFundsProblemMessage.ts'
import { toAddFundsDescription } from '../model/toAddFundsDescription.ts'
import { type SendFundsProblem, toSendFundsProblem } from '../model/toSendFundsProblem.ts'

/** Where a transfer stands. Once it is sent, the dialog follows it whatever the wallet does next. */
type Step =
  | { status: 'editing'; problem?: SendFundsProblem }
  | { status: 'awaiting_wallet' }
  | { status: 'confirming'; value: bigint; hash: Hash }
  | { status: 'confirmed'; value: bigint; hash: Hash }

type AddFundsDialogProps = { chain: ChainInfo; safe: Address; onClose: () => void }

function shorten(value: string): string {
  return `${value.slice(0, 6)}…${value.slice(-4)}`
}

function Party({ label, address, children }: { label: string; address: Address; children?: ReactNode }) {
  return (
    <div className="flex items-center gap-3 px-4 py-3">
      <AddressAvatar address={address} className="size-8 ring-0" />
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</span>
        <span className="truncate font-mono text-sm" title={address}>
          {shorten(address)}
        </span>
      </div>
      {children}
    </div>
  )
}

function TransactionLink({ chain, hash }: { chain: ChainInfo; hash: Hash }) {
  const url = findExplorerUrl(chain, { txHash: hash })
  if (url) {
    return (
      <ExternalLinkButton href={url} size="sm">
        <Icon name="external" />
        {t('add_funds.view_transaction')}
      </ExternalLinkButton>
    )
  }
  return (
    <p className="text-sm text-ink-muted">
      {t('add_funds.transaction')} <span className="font-mono text-ink">{shorten(hash)}</span>
    </p>
  )
}

function Centered({ children }: { children: ReactNode }) {
  return <div className="flex flex-col items-center gap-3 py-2 text-center">{children}</div>
}

function ConnectPrompt({ symbol }: { symbol: string }) {
  const { openConnectModal } = useConnectModal()
  return (
    <Centered>
      <span className="grid size-12 place-items-center rounded-full bg-accent-soft text-accent">
        <Icon name="wallet" className="size-6" />
      </span>
      <p className="text-sm text-ink-muted">{t('add_funds.connect_body', { symbol })}</p>
      <Button data-autofocus onClick={() => openConnectModal?.()} disabled={!openConnectModal}>
        {t('add_funds.connect')}
      </Button>
    </Centered>
  )
}

function SwitchPrompt({ chain }: { chain: ChainInfo }) {
  const { switchChain, isPending, error } = useSwitchChain()
  return (
    <Centered>
      <span className="grid size-12 place-items-center rounded-full bg-warning-soft text-warning">
        <Icon name="alert" className="size-6" />
      </span>
      <p className="text-sm text-ink-muted">
        {t('add_funds.wrong_network_body', { chain: chain.chainName })}
      </p>
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {isUserRejection(error) ? t('add_funds.switch_refused') : error.message.split('\n')[0]}
        </p>
      )}
      <Button
        data-autofocus
        disabled={isPending}
        onClick={() => switchChain({ chainId: Number(chain.chainId) })}
      >
        {isPending && <Spinner className="size-4 text-on-accent" />}
        {isPending ? t('add_funds.switching') : t('add_funds.switch_network', { chain: chain.chainName })}
      </Button>
    </Centered>
  )
}

function TransferForm({
  chain,
  safe,
  account,
  step,
  onSubmit,
  onEdit,
}: {
  chain: ChainInfo
  safe: Address
  account: Address
  step: Extract<Step, { status: 'editing' | 'awaiting_wallet' }>
  onSubmit: (value: bigint) => void
  onEdit: () => void
}) {
  const inputId = useId()
  const { symbol, decimals } = chain.nativeCurrency
  const walletBalance = useBalance({ address: account, chainId: Number(chain.chainId) })
  const [input, setInput] = useState('')
  const [inputError, setInputError] = useState<AmountInputError | undefined>()
  const awaitingWallet = step.status === 'awaiting_wallet'
  const problem = step.status === 'editing' ? step.problem : undefined

  function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = parseAmountInput(input, { decimals, balance: walletBalance.data?.value })
    if (!parsed.ok) {
      setInputError(parsed.error)
      return
    }
    onSubmit(parsed.value)
  }

  const hint = walletBalance.data
    ? t('add_funds.wallet_balance', { balance: formatAmount(walletBalance.data.value, decimals), symbol })
    : t('add_funds.wallet_balance_loading')

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label={appT('add_funds.title')}>
      <div className="relative rounded-control border border-line bg-surface">
        <Party label={t('add_funds.from')} address={account}>
          <span className="text-xs font-semibold text-ink-muted">{t('add_funds.your_wallet')}</span>
        </Party>
        <div className="relative border-t border-line">
          <span className="absolute -top-3.5 left-[1.125rem] grid size-7 place-items-center rounded-full border border-line bg-surface text-ink-muted">
            <Icon name="arrowDown" className="size-3.5" />
          </span>
        </div>
        <Party label={t('add_funds.to')} address={safe}>
          <ChainBadge
            name={chain.chainName}
            textColor={chain.theme.textColor}
            backgroundColor={chain.theme.backgroundColor}
          />
        </Party>
      </div>

      <Field
        id={inputId}
        label={t('add_funds.amount_label')}
        error={inputError ? amountInputErrorMessage(inputError, { symbol, decimals }) : undefined}
        hint={hint}
      >
        <div className="relative">
          <TextInput
            id={inputId}
            name="amount"
            data-autofocus
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.0"
            value={input}
            invalid={inputError !== undefined}
            aria-describedby={inputError ? `${inputId}-error` : `${inputId}-hint`}
            disabled={awaitingWallet}
            onChange={(event) => {
              setInput(event.target.value)
              setInputError(undefined)
              if (problem) onEdit()
            }}
            className="pr-16 text-lg font-semibold tabular-nums"
          />
          <span className="pointer-events-none absolute top-1/2 right-4 -translate-y-1/2 text-sm font-bold text-ink-muted">
            {symbol}
          </span>
        </div>
      </Field>

      {problem && (
        <p
          role="alert"
          className="flex items-start gap-2.5 rounded-control bg-danger-soft px-4 py-3 text-sm font-medium text-danger"
        >
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          {sendFundsProblemMessage(problem)}
        </p>
      )}

      <Button type="submit" size="lg" className="w-full" disabled={awaitingWallet}>
        {awaitingWallet && <Spinner className="size-4 text-on-accent" />}
        {awaitingWallet ? t('add_funds.confirm_in_wallet') : t('add_funds.submit')}
      </Button>
    </form>
  )
}

function Confirming({ chain, value, hash }: { chain: ChainInfo; value: bigint; hash: Hash }) {
  const { symbol, decimals } = chain.nativeCurrency
  return (
    <>
      <div role="status" className="flex flex-col items-center gap-3 py-2 text-center">
        <Spinner className="size-12" />
        <h3 className="text-base font-bold">{t('add_funds.pending_title')}</h3>
        <p className="text-sm text-ink-muted">
          {t('add_funds.pending_body', { amount: formatAmount(value, decimals), symbol })}
        </p>
        <TransactionLink chain={chain} hash={hash} />
      </div>
      <p className="text-center text-xs text-ink-faint">{t('add_funds.pending_close_hint')}</p>
    </>
  )
}

function Confirmed({
  chain,
  safe,
  value,
  hash,
  onClose,
}: {
  chain: ChainInfo
  safe: Address
  value: bigint
  hash: Hash
  onClose: () => void
}) {
  const { symbol, decimals } = chain.nativeCurrency
  const safeBalance = useNativeBalance({ chain, address: safe })
  return (
    <>
      <div role="status" className="flex flex-col items-center gap-3 py-2 text-center">
        <span className="grid size-14 place-items-center rounded-full bg-success-soft text-success">
          <Icon name="checkCircle" className="size-8" />
        </span>
        <h3 className="text-base font-bold">{t('add_funds.confirmed_title')}</h3>
        <p className="text-sm text-ink-muted">
          {t('add_funds.confirmed_body', { amount: formatAmount(value, decimals), symbol })}
          {safeBalance.data !== undefined &&
            ` ${t('add_funds.safe_balance_now', { balance: formatAmount(safeBalance.data, decimals), symbol })}`}
        </p>
        <TransactionLink chain={chain} hash={hash} />
      </div>
      <Button size="lg" className="w-full" onClick={onClose}>
        {t('add_funds.done')}
      </Button>
    </>
  )
}

/**
 * Sends the chain's native currency from the connected wallet to the Safe: a plain transfer the
 * wallet signs, listed in RainbowKit's Recent Transactions, followed until its receipt, after which
 * the Safe's balance is read again. Rendered inside the wallet stack (see AddFundsButton).
 */
export default function AddFundsDialog({ chain, safe, onClose }: AddFundsDialogProps) {
  const chainId = Number(chain.chainId)
  const { symbol, decimals } = chain.nativeCurrency
  const { address, chainId: walletChainId, status } = useAccount()
  const config = useConfig()
  const queryClient = useQueryClient()
  const { sendTransactionAsync } = useSendTransaction()
  const addRecentTransaction = useAddRecentTransaction()
  const [step, setStep] = useState<Step>({ status: 'editing' })

  async function addFunds(value: bigint) {
    setStep({ status: 'awaiting_wallet' })
    let hash: Hash | undefined
    try {
      hash = await sendTransactionAsync({ to: safe, value, chainId })
      addRecentTransaction({ hash, description: toAddFundsDescription({ value, decimals, symbol, safe }) })
      setStep({ status: 'confirming', value, hash })
      const receipt = await waitForReceipt(config, { hash, chainId })
      // Whatever happened on chain, both balances are worth reading again.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: nativeBalanceQueryKey({ chain, address: safe }) }),
        queryClient.invalidateQueries({ queryKey: ['balance'] }),
      ])
      setStep(
        receipt.status === 'success'
          ? { status: 'confirmed', value, hash }
          : { status: 'editing', problem: { code: 'reverted' } },
      )
    } catch (error) {
      setStep({ status: 'editing', problem: hash ? { code: 'unconfirmed' } : toSendFundsProblem(error) })
    }
  }

  let body: ReactNode
  if (step.status === 'confirming') body = <Confirming chain={chain} value={step.value} hash={step.hash} />
  else if (step.status === 'confirmed')
    body = <Confirmed chain={chain} safe={safe} value={step.value} hash={step.hash} onClose={onClose} />
  else if (!address)
    body =
      status === 'connecting' || status === 'reconnecting' ? (
        <p role="status" className="flex items-center justify-center gap-3 py-10 text-sm text-ink-muted">
          <Spinner className="size-5" />
          {appT('add_funds.loading')}
        </p>
      ) : (
        <ConnectPrompt symbol={symbol} />
      )
  else if (walletChainId !== chainId) body = <SwitchPrompt chain={chain} />
  else
    body = (
      <TransferForm
        chain={chain}
        safe={safe}
        account={address}
        step={step}
        onSubmit={(value) => void addFunds(value)}
        onEdit={() => setStep({ status: 'editing' })}
      />
    )

  return (
    <Dialog
      title={appT('add_funds.title')}
      description={appT('add_funds.description', { symbol })}
      onClose={onClose}
    >
      {body}
    </Dialog>
  )
}
