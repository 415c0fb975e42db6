import type { getSafeTxTypedData } from '@coffer/safe'
import { useState } from 'react'
import type { Address, Hex } from 'viem'
import { Button } from '../../components/ui/Button/Button.tsx'
import { Spinner } from '../../components/ui/Spinner/Spinner.tsx'
import { t } from '../../i18n/t.ts'
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
 * Signs a SafeTx (EIP-712, or eth_sign as an explicit fallback) and hands the signature to `send`
 * (propose or confirm). A signature the gateway did not take is kept — in state and in sessionStorage
 * under its safeTxHash — and "Try again" re-sends it without asking the wallet again.
 */
export function SignAndSend({
  wallet,
  account,
  kind,
  safeTxHash,
  typedData,
  label,
  disabled = false,
  send,
}: {
  wallet: ReviewWallet
  account: Address
  kind: PendingSignature['kind']
  safeTxHash: Hex
  typedData: ReturnType<typeof getSafeTxTypedData>
  label: string
  disabled?: boolean
  send: (signature: Hex) => Promise<void>
}) {
  const stored = readPendingSignature(safeTxHash)
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
      clearPendingSignature(safeTxHash)
    } catch (error) {
      setState({ step: 'signed', error: describeSafeTxError(error) })
    }
  }

  async function sign(method: 'typed' | 'eth_sign') {
    setState({ step: 'signing' })
    let signature: Hex
    try {
      signature =
        method === 'typed'
          ? await wallet.signSafeTx(typedData)
          : toSafeEthSignSignature(await wallet.signHash(safeTxHash))
    } catch (error) {
      setState({ step: 'idle', error: describeSafeTxError(error) })
      return
    }
    // Saved before sending: if the page dies mid-request, the signature is not lost.
    savePendingSignature(safeTxHash, { signature, sender: account, kind })
    await deliver(signature)
  }

  const busy = state.step === 'signing' || state.step === 'sending'
  if (state.step === 'signed') {
    const signature = readPendingSignature(safeTxHash)?.signature ?? pending
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
            clearPendingSignature(safeTxHash)
            setState({ step: 'idle' })
          }}
        >
          {t('safe_tx.sign.discard')}
        </Button>
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-2">
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
