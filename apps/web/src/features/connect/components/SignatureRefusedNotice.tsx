import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { t } from '../../../i18n/t.ts'
import { isUserRejection } from '../../../wallet/isUserRejection.ts'

const visibleMs = 6000

/**
 * RainbowKit's sign-in step goes quietly back to "Sign message" when the wallet refuses (4001),
 * which leaves people wondering what happened. wagmi runs that signature as a mutation in our query
 * cache, so we watch for its refusal and say so, with the spec's signing error text.
 */
export function SignatureRefusedNotice() {
  const queryClient = useQueryClient()
  const [visibleSince, setVisibleSince] = useState<number | undefined>()

  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated') return
        const { mutation } = event
        if (mutation.options.mutationKey?.[0] !== 'signMessage') return
        if (mutation.state.status === 'pending') setVisibleSince(undefined)
        if (mutation.state.status === 'error' && isUserRejection(mutation.state.error))
          setVisibleSince(Date.now())
      }),
    [queryClient],
  )

  useEffect(() => {
    if (visibleSince === undefined) return
    const timer = setTimeout(() => setVisibleSince(undefined), visibleMs)
    return () => clearTimeout(timer)
  }, [visibleSince])

  if (visibleSince === undefined) return null
  return (
    <div
      role="alert"
      // Above RainbowKit's dialog (it portals to <body> with a very high z-index).
      className="fixed inset-x-0 top-4 z-[2147483647] mx-auto flex w-fit max-w-[calc(100%-2rem)] items-start gap-3 rounded-card border border-line bg-surface px-4 py-3 text-sm shadow-xl"
    >
      <Icon name="alert" className="mt-0.5 size-4 shrink-0 text-danger" />
      <div className="flex flex-col">
        <strong className="font-semibold text-ink">{t('connect.signing_error')}</strong>
        <span className="text-ink-muted">{t('connect.signature_refused')}</span>
      </div>
    </div>
  )
}
