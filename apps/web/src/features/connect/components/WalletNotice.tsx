import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { type WalletNotice as Notice, toWalletNotice } from '../../../wallet/toWalletNotice.ts'
import { t } from '../i18n/t.ts'

const visibleMs = 6000

const texts: Record<Notice, { title: string; body?: string }> = {
  signature_refused: { title: t('wallet_notice.signing_error'), body: t('wallet_notice.signature_refused') },
  switch_not_supported: { title: t('wallet_notice.switch_not_supported') },
  switch_refused: { title: t('wallet_notice.switch_refused'), body: t('wallet_notice.switch_refused_body') },
  switch_failed: { title: t('wallet_notice.switch_failed'), body: t('wallet_notice.switch_failed_body') },
}

/**
 * Some wallet answers leave RainbowKit's screens silent: a refused sign-in signature sends the person back
 * to "Sign message", and a network switch the wallet refused, failed or cannot do leaves Switch Networks
 * as it was. wagmi runs
 * those requests as mutations in our query cache, so we watch them and say what happened.
 */
export function WalletNotice() {
  const queryClient = useQueryClient()
  const [shown, setShown] = useState<{ notice: Notice; since: number } | undefined>()

  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated') return
        const { options, state } = event.mutation
        const notice = toWalletNotice({
          name: options.mutationKey?.[0],
          status: state.status,
          error: state.error,
        })
        if (notice === null) setShown(undefined)
        else if (notice !== undefined) setShown({ notice, since: Date.now() })
      }),
    [queryClient],
  )

  useEffect(() => {
    if (shown === undefined) return
    const timer = setTimeout(() => setShown(undefined), visibleMs)
    return () => clearTimeout(timer)
  }, [shown])

  if (shown === undefined) return null
  const { title, body } = texts[shown.notice]
  return (
    <div
      role="alert"
      // Above RainbowKit's dialog (it portals to <body> with a very high z-index).
      className="fixed inset-x-0 top-4 z-[2147483647] mx-auto flex w-fit max-w-[calc(100%-2rem)] items-start gap-3 rounded-card border border-line bg-surface px-4 py-3 text-sm shadow-xl"
    >
      <Icon name="alert" className="mt-0.5 size-4 shrink-0 text-danger" />
      <div className="flex flex-col">
        <strong className="font-semibold text-ink">{title}</strong>
        {body ? <span className="text-ink-muted">{body}</span> : null}
      </div>
    </div>
  )
}
