import { useState } from 'react'
import type { Address, Hex } from 'viem'
import { Button } from '../../components/ui/Button/Button.tsx'
import { Spinner } from '../../components/ui/Spinner/Spinner.tsx'
import { t } from '../i18n/t.ts'
import { toSafeEthSignSignature } from '../model/assembleSignatures.ts'
import { describeSafeTxError } from '../model/describeSafeTxError.ts'
import {
  clearPendingSignature,
  type PendingSignature,
  readPendingSignature,
  savePendingSignature,
} from '../model/pendingSignatureStore.ts'
import type { ReviewWallet } from '../model/reviewWallet.ts'
import { Notice } from './reviewParts.tsx'

type SignState =
  | { step: 'idle'; error?: string }
  | { step: 'signing' }
  | { step: 'sending' }
  | { step: 'signed'; error: string }

/**
 * Signs a hash owners sign — a safeTxHash or a Safe message hash — with EIP-712 (`signTyped`), or with
 * eth_sign as an explicit fallback, and hands the signature to `send` (propose or confirm). A signature
 * the gateway did not take is kept — in state and in sessionStorage under its hash — and "Try again"
 * re-sends it without asking the wallet again.
 */
export function SignAndSend({
  wallet,
  account,
  kind,
  hash,
  signTyped,
  label,
  disabled = false,
  send,
}: {
  wallet: Pick<ReviewWallet, 'signHash'>
  account: Address
  kind: PendingSignature['kind']
  /** The 32-byte hash the signature is over: what eth_sign signs and what a kept signature is stored under. */
  hash: Hex
  /** Asks the wallet for the EIP-712 signature whose digest is `hash`. */
  signTyped: () => Promise<Hex>
  label: string
  disabled?: boolean
  send: (signature: Hex) => Promise<void>
}) {
  const stored = readPendingSignature(hash)
  const pending =
    stored && stored.kind === kind && stored.sender.toLowerCase() === account.toLowerCase()
      ? stored.signature
      : undefined
  const [state, setState] = useState<SignState>(
    pending ? { step: 'signed', error: t('safe_tx.sign.pending_from_before') } : { step: 'idle' },
  )

  async function deliver(signature: Hex) {
    setState({ step: 'sending' })
    try {
      await send(signature)
      clearPendingSignature(hash)
    } catch (error) {
      setState({ step: 'signed', error: describeSafeTxError(error) })
    }
  }

  async function sign(method: 'typed' | 'eth_sign') {
    setState({ step: 'signing' })
    let signature: Hex
    try {
      signature = method === 'typed' ? await signTyped() : toSafeEthSignSignature(await wallet.signHash(hash))
    } catch (error) {
      setState({ step: 'idle', error: describeSafeTxError(error) })
      return
    }
    // Saved before sending: if the page dies mid-request, the signature is not lost.
    savePendingSignature(hash, { signature, sender: account, kind })
    await deliver(signature)
  }

  const busy = state.step === 'signing' || state.step === 'sending'
  if (state.step === 'signed') {
    const signature = readPendingSignature(hash)?.signature ?? pending
    return (
      <div className="flex flex-col gap-3">
        <Notice tone="danger">
          <span>{state.error}</span>
          <span className="font-normal">{t('safe_tx.sign.kept')}</span>
        </Notice>
        <Button
          size="lg"
          className="w-full"
          disabled={!signature}
          onClick={() => signature && void deliver(signature)}
        >
          {t('safe_tx.sign.retry')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            clearPendingSignature(hash)
            setState({ step: 'idle' })
          }}
        >
          {t('safe_tx.sign.discard')}
        </Button>
      </div>
    )
  }
  // Stuck to the bottom of the dialog while its details scroll: the action is on screen however long the
  // review is (a batch's decoded calls at 1440 × 900 put it below the fold). The -mx-6/px-6 pair spans the
  // dialog's padding so what scrolls under it does not show at its sides; -bottom-6/pb-6 cover the padding
  // below it (a sticky box stops at the padding's edge, not the dialog's).
  return (
    <div className="sticky -bottom-6 z-10 -mx-6 flex flex-col gap-2 border-t border-line bg-surface px-6 pt-3 pb-6">
      {state.step === 'idle' && state.error && <Notice tone="danger">{state.error}</Notice>}
      <Button size="lg" className="w-full" disabled={busy || disabled} onClick={() => void sign('typed')}>
        {busy && <Spinner className="size-4 text-on-accent" />}
        {state.step === 'signing'
          ? t('safe_tx.confirm_in_wallet')
          : state.step === 'sending'
            ? t('safe_tx.sign.sending')
            : label}
      </Button>
      <Button variant="ghost" size="sm" disabled={busy || disabled} onClick={() => void sign('eth_sign')}>
        {t('safe_tx.sign.eth_sign')}
      </Button>
    </div>
  )
}
