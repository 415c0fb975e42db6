import { useMemo } from 'react'
import { useAccount, useSignTypedData, useSwitchChain } from 'wagmi'
import { Dialog } from '../../../components/ui/Dialog/Dialog.tsx'
import { DelegateDialogContent, type DelegateSigner } from './DelegateDialogContent.tsx'
import { type DelegateDialogProps, delegateDialogTitle } from './delegateDialogTitle.ts'

/**
 * The delegate dialog's wallet side: wagmi's hooks behind a DelegateSigner. A lazy chunk rendered inside the
 * wallet stack (see DelegateDialog), never part of a first visit.
 */
export default function DelegateWalletDialog(props: DelegateDialogProps) {
  const account = useAccount()
  const { switchChainAsync } = useSwitchChain()
  const { signTypedDataAsync } = useSignTypedData()
  const signer = useMemo<DelegateSigner>(
    () => ({
      address: account.address,
      chainId: account.chainId,
      switchChain: async (chainId) => {
        await switchChainAsync({ chainId })
      },
      signDelegate: (typedData) => signTypedDataAsync(typedData),
    }),
    [account.address, account.chainId, switchChainAsync, signTypedDataAsync],
  )
  return (
    <Dialog title={delegateDialogTitle(props.action)} onClose={props.onClose}>
      <DelegateDialogContent {...props} signer={signer} />
    </Dialog>
  )
}
