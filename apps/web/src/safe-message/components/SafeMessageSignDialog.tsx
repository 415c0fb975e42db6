import { useMemo } from 'react'
import { useSignTypedData } from 'wagmi'
import { useSignerWallet } from '../../safe-tx/components/useSignerWallet.ts'
import type { MessageWallet } from '../model/messageWallet.ts'
import type { SafeMessageSignRequest } from '../safeMessageSignStore.ts'
import { SafeMessageSignContent } from './SafeMessageSignContent.tsx'

/**
 * The message dialog's wallet side: wagmi's hooks behind a MessageWallet. A lazy chunk rendered inside
 * the wallet stack (see SafeMessageSignHost), never part of a first visit.
 */
export default function SafeMessageSignDialog({
  request,
  onClose,
}: {
  request: SafeMessageSignRequest
  onClose: () => void
}) {
  const signer = useSignerWallet()
  const { signTypedDataAsync } = useSignTypedData()
  const wallet = useMemo<MessageWallet>(
    () => ({ ...signer, signSafeMessage: (typedData) => signTypedDataAsync(typedData) }),
    [signer, signTypedDataAsync],
  )
  return <SafeMessageSignContent request={request} wallet={wallet} onClose={onClose} />
}
