import { lazy, Suspense, useCallback, useState } from 'react'
import type { Address } from 'viem'
import { Button } from '../../../components/ui/Button/Button.tsx'
import { Dialog } from '../../../components/ui/Dialog/Dialog.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { Spinner } from '../../../components/ui/Spinner/Spinner.tsx'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { t } from '../../../i18n/t.ts'
import { InWalletStack } from '../../../wallet/InWalletStack.tsx'
import { requestWalletHost } from '../../../wallet/walletHostStore.ts'

// The dialog uses wagmi and RainbowKit: it loads with the wallet stack, never on a first visit.
const loadAddFundsDialog = () => import('./AddFundsDialog.tsx')
const AddFundsDialog = lazy(loadAddFundsDialog)

function LoadingDialog({ symbol, onClose }: { symbol: string; onClose: () => void }) {
  return (
    <Dialog
      title={t('add_funds.title')}
      description={t('add_funds.description', { symbol })}
      onClose={onClose}
    >
      <p role="status" className="flex items-center justify-center gap-3 py-10 text-sm text-ink-muted">
        <Spinner className="size-5" />
        {t('add_funds.loading')}
      </p>
    </Dialog>
  )
}

/** "Add funds": sends the chain's native currency from the connected wallet to the Safe. */
export function AddFundsButton({ chain, safe }: { chain: ChainInfo; safe: Address }) {
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  const symbol = chain.nativeCurrency.symbol
  const prefetch = () => {
    requestWalletHost({ open: false })
    void loadAddFundsDialog()
  }

  return (
    <>
      <Button onPointerEnter={prefetch} onFocus={prefetch} onClick={() => setOpen(true)}>
        <Icon name="plus" />
        {t('add_funds.button')}
      </Button>
      {open && (
        <InWalletStack fallback={<LoadingDialog symbol={symbol} onClose={close} />}>
          <Suspense fallback={<LoadingDialog symbol={symbol} onClose={close} />}>
            <AddFundsDialog chain={chain} safe={safe} onClose={close} />
          </Suspense>
        </InWalletStack>
      )}
    </>
  )
}
