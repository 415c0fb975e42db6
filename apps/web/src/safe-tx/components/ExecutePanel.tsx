import type { SafeTx } from '@coffer/safe'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { Address, Hash, Hex } from 'viem'
import { Button } from '../../components/ui/Button/Button.tsx'
import { Spinner } from '../../components/ui/Spinner/Spinner.tsx'
import type { ChainInfo } from '../../gateway/ChainInfoSchema.ts'
import { safeQueryKeys } from '../../gateway/safeQueryKeys.ts'
import { t } from '../../i18n/t.ts'
import { getRelayCount, getRelayStatus, relaySafeTx } from '../api/safeTxGateway.ts'
import { describeSafeTxError } from '../model/describeSafeTxError.ts'
import { encodeExecTransaction } from '../model/encodeExecTransaction.ts'
import { relayOutcome } from '../model/relayStatus.ts'
import type { ReviewWallet } from '../model/reviewWallet.ts'
import { Notice } from './reviewParts.tsx'

type ExecuteStep =
  | { step: 'idle'; error?: string }
  | { step: 'estimating' }
  | { step: 'estimated'; gas: bigint }
  | { step: 'awaiting_wallet'; gas: bigint }
  | { step: 'mining'; hash: Hash }
  | { step: 'relaying'; taskId: string }

const relayPollMs = 2_000
const relayTimeoutMs = 180_000

function wait(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/**
 * Executes a fully signed transaction: from the connected wallet (gas estimated and shown first, then
 * followed to its receipt) or through the gateway's relay while free executions remain.
 */
export function ExecutePanel({
  wallet,
  chain,
  safe,
  safeTx,
  signatures,
  version,
  onExecuted,
}: {
  wallet: ReviewWallet
  chain: ChainInfo
  safe: Address
  safeTx: SafeTx
  signatures: Hex
  version: string
  onExecuted: (how: { hash?: Hash }) => void
}) {
  const [state, setState] = useState<ExecuteStep>({ step: 'idle' })
  const relay = useQuery({
    queryKey: [...safeQueryKeys.all(chain.chainId, safe), 'relay'],
    queryFn: () => getRelayCount({ chainId: chain.chainId, safeAddress: safe }),
    retry: false,
  })
  const call = { safe, safeTx, signatures }
  const busy = state.step !== 'idle' && state.step !== 'estimated'

  async function estimate() {
    setState({ step: 'estimating' })
    try {
      setState({ step: 'estimated', gas: await wallet.estimateExecution(call) })
    } catch (error) {
      setState({ step: 'idle', error: describeSafeTxError(error) })
    }
  }

  async function send(gas: bigint) {
    setState({ step: 'awaiting_wallet', gas })
    let hash: Hash | undefined
    try {
      hash = await wallet.execute({ ...call, gas })
      setState({ step: 'mining', hash })
      const outcome = await wallet.waitForReceipt(hash)
      if (outcome === 'success') onExecuted({ hash })
      else setState({ step: 'idle', error: t('safe_tx.execute.reverted') })
    } catch (error) {
      setState({
        step: 'idle',
        error: hash ? t('safe_tx.execute.unconfirmed') : describeSafeTxError(error),
      })
    }
  }

  async function sendThroughRelay() {
    try {
      const { taskId } = await relaySafeTx(
        { chainId: chain.chainId },
        { version, to: safe, data: encodeExecTransaction(safeTx, signatures) },
      )
      setState({ step: 'relaying', taskId })
      for (const started = Date.now(); Date.now() - started < relayTimeoutMs; ) {
        await wait(relayPollMs)
        const status = await getRelayStatus({ chainId: chain.chainId }, taskId)
        const outcome = relayOutcome(status.status)
        if (outcome === 'success') {
          const txHash = status.receipt?.transactionHash
          onExecuted(txHash?.startsWith('0x') ? { hash: `0x${txHash.slice(2)}` } : {})
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

  return (
    <div className="flex flex-col gap-3" data-testid="execute-panel">
      {state.step === 'idle' && state.error && <Notice tone="danger">{state.error}</Notice>}
      {(state.step === 'estimated' || state.step === 'awaiting_wallet') && (
        <p className="text-sm text-ink-muted" data-testid="gas-estimate">
          {t('safe_tx.execute.gas', { gas: state.gas.toLocaleString('en-US') })}
        </p>
      )}
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
      {state.step === 'estimated' || state.step === 'awaiting_wallet' ? (
        <Button size="lg" className="w-full" disabled={busy} onClick={() => void send(state.gas)}>
          {state.step === 'awaiting_wallet' && <Spinner className="size-4 text-on-accent" />}
          {state.step === 'awaiting_wallet' ? t('safe_tx.confirm_in_wallet') : t('safe_tx.execute.send')}
        </Button>
      ) : (
        <Button size="lg" className="w-full" disabled={busy} onClick={() => void estimate()}>
          {state.step === 'estimating' && <Spinner className="size-4 text-on-accent" />}
          {t('safe_tx.execute.button')}
        </Button>
      )}
      {relay.data && relay.data.limit > 0 && (
        <div className="flex flex-col gap-1.5 rounded-control border border-line px-4 py-3">
          <p className="text-sm text-ink-muted" data-testid="relay-remaining">
            {t('safe_tx.relay.remaining', { remaining: relay.data.remaining, limit: relay.data.limit })}
          </p>
          <Button
            variant="secondary"
            disabled={busy || relay.data.remaining === 0}
            onClick={() => void sendThroughRelay()}
          >
            {t('safe_tx.relay.button')}
          </Button>
        </div>
      )}
    </div>
  )
}
