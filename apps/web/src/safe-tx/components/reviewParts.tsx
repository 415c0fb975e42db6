import type { ReactNode } from 'react'
import { Button, buttonClassName } from '../../components/ui/Button/Button.tsx'
import { Icon } from '../../components/ui/Icon/Icon.tsx'
import { Spinner } from '../../components/ui/Spinner/Spinner.tsx'
import type { ChainInfo } from '../../gateway/ChainInfoSchema.ts'
import { HashValue } from '../../transactions/components/HashValue.tsx'
import { t } from '../i18n/t.ts'
import type { ReviewWallet } from '../model/reviewWallet.ts'
import type { SafeTxHashes } from '../model/safeTxHashes.ts'

const noticeTones = {
  danger: 'bg-danger-soft text-danger',
  warning: 'bg-warning-soft text-warning',
  success: 'bg-success-soft text-success',
  neutral: 'bg-surface-muted text-ink-muted',
} as const

/** A sentence in a tinted box; danger ones are alerts for screen readers. */
export function Notice({
  tone,
  children,
  testId,
}: {
  tone: keyof typeof noticeTones
  children: ReactNode
  testId?: string
}) {
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'note'}
      data-testid={testId}
      className={`flex items-start gap-2.5 rounded-control px-4 py-3 text-sm font-medium ${noticeTones[tone]}`}
    >
      <Icon name={tone === 'success' ? 'checkCircle' : 'alert'} className="mt-0.5 size-4 shrink-0" />
      <div className="flex min-w-0 flex-col gap-1">{children}</div>
    </div>
  )
}

export function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-3 py-8 text-sm text-ink-muted">
      <Spinner className="size-5" />
      {label}
    </p>
  )
}

/** Domain, message and safeTx hashes, recomputed here, to compare with a hardware wallet's screen. */
export function HashesPanel({ hashes }: { hashes: SafeTxHashes }) {
  return (
    <details className="rounded-control border border-line bg-surface px-4 py-3 text-sm">
      <summary className="cursor-pointer font-semibold">{t('safe_tx.hashes.title')}</summary>
      <p className="mt-2 text-xs text-ink-muted">{t('safe_tx.hashes.hint')}</p>
      <dl className="mt-3 flex flex-col gap-2">
        {(
          [
            ['domain', hashes.domainHash],
            ['message', hashes.messageHash],
            ['safe_tx', hashes.safeTxHash],
          ] as const
        ).map(([name, value]) => (
          <div key={name} className="flex flex-col gap-0.5">
            <dt className="text-xs font-semibold text-ink-muted">{t(`safe_tx.hashes.${name}`)}</dt>
            <dd data-testid={`hash-${name}`}>
              <HashValue value={value} />
            </dd>
          </div>
        ))}
      </dl>
    </details>
  )
}

/**
 * Asks for what signing needs before showing the flow: a connected wallet, on the Safe's network, and
 * (when `requireOwner`) one of the Safe's owners.
 */
export function WalletGate({
  wallet,
  chain,
  owners,
  requireOwner,
  children,
}: {
  wallet: Pick<ReviewWallet, 'address' | 'chainId' | 'status' | 'connect' | 'switchChain'>
  chain: ChainInfo
  owners: readonly string[] | undefined
  requireOwner: boolean
  children: ReactNode
}) {
  const chainId = Number(chain.chainId)
  if (wallet.status === 'connecting') return <Loading label={t('safe_tx.wallet.connecting')} />
  if (!wallet.address)
    return (
      <div className="flex flex-col items-center gap-3 py-2 text-center">
        <p className="text-sm text-ink-muted">{t('safe_tx.wallet.connect_body')}</p>
        <Button data-autofocus onClick={() => wallet.connect?.()} disabled={!wallet.connect}>
          {t('safe_tx.wallet.connect')}
        </Button>
      </div>
    )
  if (wallet.chainId !== chainId)
    return (
      <div className="flex flex-col items-center gap-3 py-2 text-center">
        <p className="text-sm text-ink-muted">
          {t('safe_tx.wallet.wrong_network', { chain: chain.chainName })}
        </p>
        <Button data-autofocus onClick={() => void wallet.switchChain(chainId).catch(() => undefined)}>
          {t('safe_tx.wallet.switch', { chain: chain.chainName })}
        </Button>
      </div>
    )
  const address = wallet.address
  if (requireOwner && owners && !owners.some((owner) => owner.toLowerCase() === address.toLowerCase()))
    return <Notice tone="warning">{t('safe_tx.wallet.not_owner', { address })}</Notice>
  return <>{children}</>
}

export function DoneState({
  title,
  body,
  onClose,
  children,
}: {
  title: string
  body: string
  onClose: () => void
  children?: ReactNode
}) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-2 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-success-soft text-success">
        <Icon name="checkCircle" className="size-8" />
      </span>
      <h3 className="text-base font-bold">{title}</h3>
      <p className="text-sm text-ink-muted">{body}</p>
      {children}
      <Button size="lg" className="w-full" onClick={onClose}>
        {t('safe_tx.done')}
      </Button>
    </div>
  )
}

/**
 * A success screen's way on, as a real link: a middle click or Ctrl/⌘-click opens `href` in a new tab.
 * A plain click closes the dialog and navigates in the app (`onNavigate`): the dialog renders outside the
 * router, so the flow that opened it does the navigating, without a page load.
 */
export function DoneLink({
  href,
  onClose,
  onNavigate,
  children,
}: {
  href: string
  onClose: () => void
  onNavigate: () => void
  children: ReactNode
}) {
  return (
    <a
      href={href}
      className={buttonClassName('ghost', 'sm')}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        onClose()
        onNavigate()
      }}
    >
      {children}
      <Icon name="arrowRight" className="size-4" />
    </a>
  )
}
