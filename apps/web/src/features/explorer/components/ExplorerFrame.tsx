import type { ReactNode } from 'react'
import { ChainBadge } from '../../../components/ui/Badge/Badge.tsx'
import { Card } from '../../../components/ui/Card/Card.tsx'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { t } from '../i18n/t.ts'

/** The built-in explorer's page: a heading, the network, and a note on where the figures come from. */
export function ExplorerFrame({
  chain,
  title,
  children,
}: {
  chain: ChainInfo | undefined
  title: string
  children: ReactNode
}) {
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-8 sm:py-12">
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {chain && (
            <ChainBadge
              name={chain.chainName}
              textColor={chain.theme.textColor}
              backgroundColor={chain.theme.backgroundColor}
            />
          )}
        </div>
        {chain && (
          <p className="text-sm text-ink-muted">{t('explorer.built_in_note', { chain: chain.chainName })}</p>
        )}
      </header>
      <Card className="@container flex flex-col gap-5 p-5 sm:p-6">{children}</Card>
    </div>
  )
}

/** A problem in words, where the page's details would be. */
export function ExplorerProblem({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-control bg-danger-soft px-4 py-3 text-sm font-medium text-danger">
      {children}
    </p>
  )
}
