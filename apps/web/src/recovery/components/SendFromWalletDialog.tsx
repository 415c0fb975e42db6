import { useAddRecentTransaction, useConnectModal } from '@rainbow-me/rainbowkit'
import { useState } from 'react'
import type { Address, Hash, Hex } from 'viem'
import { useAccount, useConfig, useSendTransaction, useSwitchChain } from 'wagmi'
import { waitForReceipt } from '../../chain/waitForReceipt.ts'
import { Button } from '../../components/ui/Button/Button.tsx'
import { Dialog } from '../../components/ui/Dialog/Dialog.tsx'
import { Icon } from '../../components/ui/Icon/Icon.tsx'
import type { ChainInfo } from '../../gateway/ChainInfoSchema.ts'
import { isUserRejection } from '../../wallet/isUserRejection.ts'
import { t } from '../i18n/t.ts'

/** A call the connected wallet sends itself (not a Safe transaction): a recoverer's proposal, an execution. */
export type WalletCall = {
  title: string
  /** What it does, in words, above the button. */
  description: string
  to: Address
  data: Hex
  /** Facts shown before sending (the proposal's hash, the new owners…). */
  details?: readonly { label: string; value: string }[]
}

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'pending'; hash: Hash }
  | { kind: 'done'; hash: Hash }
  | { kind: 'failed'; reason: string }

function firstLine(error: unknown): string {
  const message =
    error instanceof Error
      ? 'shortMessage' in error && typeof error.shortMessage === 'string'
        ? error.shortMessage
        : error.message
      : String(error)
  return message.split('\n')[0] ?? message
}

/**
 * Sends one call from the connected wallet and follows it to its receipt. A lazy chunk rendered inside
 * the wallet stack (InWalletStack): wagmi's hooks work here, and nowhere on a first visit.
 */
export default function SendFromWalletDialog({
  chain,
  call,
  onClose,
  onDone,
}: {
  chain: ChainInfo
  call: WalletCall
  onClose: () => void
  /** The call is in a block: what it changed can be read again. */
  onDone: () => void
}) {
  const config = useConfig()
  const account = useAccount()
  const { openConnectModal } = useConnectModal()
  const { switchChainAsync } = useSwitchChain()
  const { sendTransactionAsync } = useSendTransaction()
  const addRecentTransaction = useAddRecentTransaction()
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const chainId = Number(chain.chainId)

  const send = async () => {
    setStatus({ kind: 'sending' })
    try {
      if (account.chainId !== chainId) await switchChainAsync({ chainId })
      const hash = await sendTransactionAsync({ to: call.to, data: call.data, chainId })
      addRecentTransaction({ hash, description: call.title })
      setStatus({ kind: 'pending', hash })
      const receipt = await waitForReceipt(config, { hash, chainId })
      if (receipt.status === 'success') {
        setStatus({ kind: 'done', hash })
        onDone()
      } else setStatus({ kind: 'failed', reason: t('recovery.wallet.reverted') })
    } catch (error) {
      setStatus({
        kind: 'failed',
        reason: isUserRejection(error) ? t('recovery.wallet.rejected') : firstLine(error),
      })
    }
  }

  return (
    <Dialog title={call.title} onClose={onClose}>
      <div className="flex flex-col gap-4">
        <p className="text-sm text-ink-muted">{call.description}</p>
        {call.details && call.details.length > 0 && (
          <dl className="flex flex-col gap-3 rounded-control bg-surface-muted p-4">
            {call.details.map((detail) => (
              <div key={detail.label}>
                <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
                  {detail.label}
                </dt>
                <dd className="mt-0.5 font-mono text-sm break-all">{detail.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {status.kind === 'pending' && (
          <p role="status" className="text-sm">
            {t('recovery.wallet.pending')}
          </p>
        )}
        {status.kind === 'done' && (
          <p role="status" className="flex items-center gap-2 text-sm font-semibold text-success">
            <Icon name="checkCircle" className="size-4" />
            {t('recovery.wallet.done')}
          </p>
        )}
        {status.kind === 'failed' && (
          <p role="alert" className="text-sm font-medium text-danger">
            {t('recovery.wallet.failed', { reason: status.reason })}
          </p>
        )}
        <div className="flex justify-end gap-3">
          {status.kind === 'done' ? (
            <Button onClick={onClose}>{t('recovery.wallet.close')}</Button>
          ) : (
            <>
              <Button variant="ghost" onClick={onClose}>
                {t('recovery.cancel')}
              </Button>
              {account.status !== 'connected' ? (
                <Button onClick={openConnectModal}>{t('recovery.wallet.connect')}</Button>
              ) : (
                <Button
                  onClick={() => void send()}
                  disabled={status.kind === 'sending' || status.kind === 'pending'}
                >
                  {t('recovery.wallet.send')}
                </Button>
              )}
            </>
          )}
        </div>
      </div>
    </Dialog>
  )
}
