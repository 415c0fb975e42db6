import type { ReactNode } from 'react'
import type { Address } from 'viem'
import { Card } from '../../../components/ui/Card/Card.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { Skeleton } from '../../../components/ui/Skeleton/Skeleton.tsx'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { describeGatewayError } from '../../../gateway/describeGatewayError.ts'
import { useSafeInfo } from '../../../gateway/getSafeInfo.ts'
import type { SafeInfo } from '../../../gateway/SafeInfoSchema.ts'
import { t } from '../i18n/t.ts'

/** One setting: its title and what it does on the left (above, on a phone), its controls beside. */
export function Section({
  title,
  description,
  children,
}: {
  title: string
  description?: string
  children: ReactNode
}) {
  return (
    <Card className="grid gap-4 p-5 md:grid-cols-[14rem_1fr] md:gap-8">
      <div className="flex flex-col gap-1">
        <h2 className="text-base font-bold">{title}</h2>
        {description && <p className="text-sm text-ink-muted">{description}</p>}
      </div>
      <div className="min-w-0">{children}</div>
    </Card>
  )
}

function LoadingSections() {
  return (
    <div className="flex flex-col gap-5" aria-busy>
      {[0, 1, 2].map((section) => (
        <Card key={section} className="grid gap-4 p-5 md:grid-cols-[14rem_1fr]">
          <Skeleton className="h-5 w-28" />
          <div className="flex flex-col gap-3">
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-2/3" />
          </div>
        </Card>
      ))}
    </div>
  )
}

/**
 * A Settings page that needs the Safe's setup (owners, threshold, modules): placeholders while the
 * gateway answers, its refusal in words, then `children` with the Safe.
 */
export function SafeInfoGate({
  chain,
  address,
  children,
}: {
  chain: ChainInfo
  address: Address
  children: (safe: SafeInfo) => ReactNode
}) {
  const info = useSafeInfo({ chainId: chain.chainId, safeAddress: address })
  if (info.status === 'pending') return <LoadingSections />
  if (info.status === 'error') {
    return (
      <Card className="p-5">
        <p role="alert" className="flex items-start gap-2 text-sm font-medium text-danger">
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          {describeGatewayError(info.error, {
            notFound: t('settings.not_indexed', { chain: chain.chainName }),
          })}
        </p>
      </Card>
    )
  }
  return children(info.data)
}
