import type { SafeTx } from '@coffer/safe'
import { encodeExecTransaction } from '@coffer/safe'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { Address, Hash, Hex } from 'viem'
import { formatAmount } from '../../chain/formatAmount.ts'
import { Button } from '../../components/ui/Button/Button.tsx'
import { Spinner } from '../../components/ui/Spinner/Spinner.tsx'
import type { ChainInfo } from '../../gateway/ChainInfoSchema.ts'
import { getRelayStatus, relaySafeTx } from '../api/safeTxGateway.ts'
import { t } from '../i18n/t.ts'
import { describeSafeTxError } from '../model/describeSafeTxError.ts'
import { relayOutcome } from '../model/relayStatus.ts'
import type { ReviewWallet } from '../model/reviewWallet.ts'
import { RelayQuota, useRelayQuota } from './RelayQuota.tsx'
import { Notice } from './reviewParts.tsx'

type ExecuteStep =
  | { step: 'idle'; error?: string }
  | { step: 'awaiting_wallet' }
  | { step: 'mining'; hash: Hash }
  | { step: 'relaying' }

export type Execution = { hash?: Hash; relayed: boolean }

const relayPollMs = 2_000
const relayTimeoutMs = 180_000

function wait(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/**
 * Executes a fully signed transaction, two ways side by side: from the connected wallet (the gas is
 * estimated as soon as the panel shows, so the cost is known before the wallet asks), or through the
 * gateway's relay while free executions remain.
 */
export function ExecutePanel({
  wallet,
  chain,
  safe,
  safeTx,
  signatures,
  version,
  onExecuted,
  label,
  allowRelay = true,
  sticky = false,
}: {
  wallet: ReviewWallet
  chain: ChainInfo
  safe: Address
  safeTx: SafeTx
  signatures: Hex
  version: string
  onExecuted: (execution: Execution) => void
  /** The wallet button's words ("Sign and execute" when the connected owner's approval completes it). */
  label?: string
  /**
   * False when the signatures hold the connected owner's pre-validated approval: the Safe accepts it only
   * with that owner as `msg.sender`, so the relayer's account could not send it.
   */
  allowRelay?: boolean
  /**
   * Stuck to the dialog's bottom as SignAndSend's button is: when executing is the review's default (the
   * owner's is the last signature), its button is on screen however long the review is.
   */
  sticky?: boolean
}) {
  const [state, setState] = useState<ExecuteStep>({ step: 'idle' })
  const call = { safe, safeTx, signatures }
  const data = encodeExecTransaction(safeTx, signatures)
  const estimate = useQuery({
    queryKey: ['safe-tx', 'execution-estimate', chain.chainId, safe, data, wallet.address],
    queryFn: () => wallet.estimateExecution(call),
    retry: false,
    gcTime: 0,
  })
  const relay = useRelayQuota(chain.chainId, safe)
  const busy = state.step !== 'idle'
  const native = chain.nativeCurrency

  async function send(gas: bigint) {
    setState({ step: 'awaiting_wallet' })
    let hash: Hash | undefined
    try {
      hash = await wallet.execute({ ...call, gas })
      setState({ step: 'mining', hash })
      const outcome = await wallet.waitForReceipt(hash)
      if (outcome === 'success') onExecuted({ hash, relayed: false })
      else setState({ step: 'idle', error: t('safe_tx.execute.reverted') })
    } catch (error) {
      setState({
        step: 'idle',
        error: hash ? t('safe_tx.execute.unconfirmed') : describeSafeTxError(error, 'transaction'),
      })
    }
  }

  async function sendThroughRelay() {
    // Busy from the click on: a second click must not spend a second free execution.
    setState({ step: 'relaying' })
    try {
      const { taskId } = await relaySafeTx({ chainId: chain.chainId }, { version, to: safe, data })
      for (const started = Date.now(); Date.now() - started < relayTimeoutMs; ) {
        await wait(relayPollMs)
        const status = await getRelayStatus({ chainId: chain.chainId }, taskId)
        const outcome = relayOutcome(status.status)
        if (outcome === 'success') {
          const txHash = status.receipt?.transactionHash
          onExecuted({ relayed: true, ...(txHash?.startsWith('0x') ? { hash: `0x${txHash.slice(2)}` } : {}) })
          return
        }
        if (outcome === 'failed') {
          setState({ step: 'idle', error: t('safe_tx.relay.failed') })
          return
        }
      }
      setState({ step: 'idle', error: t('safe_tx.relay.timeout') })
    } catch (error) {
      setState({ step: 'idle', error: describeSafeTxError(error) })
    }
  }

  const relayAvailable = allowRelay && relay.data !== undefined && relay.data.limit > 0
  return (
    <div
      className={
        sticky
          ? // The same pair of negative margins and padding as SignAndSend's bar: see there.
            'sticky -bottom-6 z-10 -mx-6 flex flex-col gap-3 border-t border-line bg-surface px-6 pt-3 pb-6'
          : 'flex flex-col gap-3'
      }
      data-testid="execute-panel"
    >
      {state.step === 'idle' && state.error && <Notice tone="danger">{state.error}</Notice>}
      {state.step === 'mining' && (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner className="size-4" />
          {t('safe_tx.execute.mining')}
        </p>
      )}
      {state.step === 'relaying' && (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner className="size-4" />
          {t('safe_tx.relay.waiting')}
        </p>
      )}
      <section
        aria-label={t('safe_tx.execute.from_wallet')}
        className="flex flex-col gap-2 rounded-control border border-line px-4 py-3"
      >
        {estimate.status === 'pending' && (
          <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
            <Spinner className="size-4" />
            {t('safe_tx.execute.estimating')}
          </p>
        )}
        {estimate.status === 'success' && (
          <p className="text-sm text-ink-muted" data-testid="gas-estimate">
            {estimate.data.gasPrice === undefined
              ? t('safe_tx.execute.gas', { gas: estimate.data.gas.toLocaleString('en-US') })
              : t('safe_tx.execute.gas_cost', {
                  gas: estimate.data.gas.toLocaleString('en-US'),
                  cost: formatAmount(estimate.data.gas * estimate.data.gasPrice, native.decimals),
                  symbol: native.symbol,
                })}
          </p>
        )}
        {estimate.status === 'error' && (
          <div className="flex flex-col items-start gap-2">
            <Notice tone="danger">
              {t('safe_tx.execute.estimate_failed', { reason: describeSafeTxError(estimate.error) })}
            </Notice>
            <Button
              size="sm"
              variant="ghost"
              disabled={estimate.isFetching}
              onClick={() => void estimate.refetch()}
            >
              {t('safe_tx.execute.estimate_again')}
            </Button>
          </div>
        )}
        <Button
          size="lg"
          className="w-full"
          disabled={busy || estimate.status !== 'success'}
          onClick={() => estimate.data && void send(estimate.data.gas)}
        >
          {state.step === 'awaiting_wallet' && <Spinner className="size-4 text-on-accent" />}
          {state.step === 'awaiting_wallet'
            ? t('safe_tx.confirm_in_wallet')
            : (label ?? t('safe_tx.execute.button'))}
        </Button>
      </section>
      {relayAvailable && (
        <section
          aria-label={t('safe_tx.relay.title')}
          className="flex flex-col gap-2 rounded-control border border-line px-4 py-3"
        >
          <p className="text-sm font-semibold">{t('safe_tx.relay.title')}</p>
          <RelayQuota chainId={chain.chainId} safe={safe} />
          <Button
            variant="secondary"
            disabled={busy || relay.data.remaining === 0}
            onClick={() => void sendThroughRelay()}
          >
            {state.step === 'relaying' && <Spinner className="size-4" />}
            {t('safe_tx.relay.button')}
          </Button>
        </section>
      )}
    </div>
  )
}
