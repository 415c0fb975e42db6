import { useRouterState } from '@tanstack/react-router'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import type { Address } from 'viem'
import { useAddressName } from '../../../address-book/addressBookStore.ts'
import { formatAmount } from '../../../chain/formatAmount.ts'
import { useNativeBalance } from '../../../chain/getNativeBalance.ts'
import { AddressAvatar } from '../../../components/ui/Avatar/AddressAvatar.tsx'
import { Badge, ChainBadge } from '../../../components/ui/Badge/Badge.tsx'
import { CopyButton } from '../../../components/ui/CopyButton/CopyButton.tsx'
import { useCloseOnOutside } from '../../../components/ui/Disclosure/useCloseOnOutside.ts'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { Skeleton } from '../../../components/ui/Skeleton/Skeleton.tsx'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { findExplorerUrl } from '../../../gateway/findExplorerUrl.ts'
import { useSafeInfo } from '../../../gateway/getSafeInfo.ts'
import { t } from '../../../i18n/t.ts'
import { shortenAddress } from '../../../transactions/shortenAddress.ts'
import { useSafeProbe } from '../api/getSafeProbe.ts'
import { useIsWideScreen } from '../model/useIsWideScreen.ts'
import { SafeNav } from './SafeNav.tsx'

type SafeProps = { chain: ChainInfo; address: Address }

/** What the shell holds besides the Safe: slots filled by the route from other features. */
type ShellSlots = {
  /** Add funds, New transaction: shown once the chain confirms a Safe. */
  actions?: ReactNode
  /** "Switch Safe". */
  switcher?: ReactNode
  /** The pending count beside Queue. */
  queueBadge?: ReactNode
  /** The count of messages to sign beside Messages. */
  messagesBadge?: ReactNode
}

const statLabel = 'text-xs font-semibold tracking-wide text-ink-muted uppercase'

/** The Safe's balance in the chain's native currency, read from the chain so it is right even before indexing. */
function NativeBalance({ chain, address }: SafeProps) {
  const balance = useNativeBalance({ chain, address })
  const { symbol, decimals } = chain.nativeCurrency
  return (
    <div className="flex min-w-0 flex-col">
      <dt className={statLabel}>{t('safe.balance')}</dt>
      <dd data-testid="safe-balance" aria-live="polite" className="mt-0.5 flex min-h-6 items-center">
        {balance.status === 'pending' && <Skeleton className="h-5 w-20" />}
        {balance.status === 'error' && (
          <span className="text-sm font-medium text-ink-muted">{t('safe.balance_unavailable')}</span>
        )}
        {balance.status === 'success' && (
          <span className="truncate font-bold tabular-nums">
            {formatAmount(balance.data, decimals)}{' '}
            <span className="text-sm font-semibold text-ink-muted">{symbol}</span>
          </span>
        )}
      </dd>
    </div>
  )
}

/** How many signatures a transaction needs, out of how many owners: from the gateway, after the first paint. */
function Threshold({ chain, address }: SafeProps) {
  const info = useSafeInfo({ chainId: chain.chainId, safeAddress: address })
  return (
    <div className="flex flex-col">
      <dt className={statLabel}>{t('safe.threshold')}</dt>
      <dd data-testid="shell-threshold" className="mt-0.5 flex min-h-6 items-center font-bold tabular-nums">
        {info.status === 'success' ? (
          t('safe.threshold_value', { threshold: info.data.threshold, owners: info.data.owners.length })
        ) : info.status === 'pending' ? (
          <Skeleton className="h-5 w-12" />
        ) : (
          '—'
        )}
      </dd>
    </div>
  )
}

/** The chain could not be read: the page goes on with what the gateway says, and says why the rest is missing. */
function ProbeNotice({ chain, address }: SafeProps) {
  const probe = useSafeProbe({ chain, address })
  if (probe.status !== 'unreachable') return null
  return (
    <p className="flex items-start gap-2 rounded-control bg-danger-soft px-3 py-2 text-xs font-medium text-danger">
      <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
      {t('safe.read_failed', { chain: chain.chainName })}
    </p>
  )
}

/** The page's actions, held in place (out of sight and reach) while the chain read is pending, so nothing jumps. */
function Actions({ chain, address, actions }: SafeProps & { actions: ReactNode }) {
  const probe = useSafeProbe({ chain, address })
  if (probe.status === 'loading')
    return (
      <div className="invisible grid gap-2 [&>*]:w-full" aria-hidden inert>
        {actions}
      </div>
    )
  if (probe.status !== 'safe') return null
  return <div className="grid gap-2 [&>*]:w-full">{actions}</div>
}

/** The chain, whether it is a test network, and the contract's version read from the chain. */
function ChainLine({ chain, address }: SafeProps) {
  const probe = useSafeProbe({ chain, address })
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <ChainBadge
        name={chain.chainName}
        textColor={chain.theme.textColor}
        backgroundColor={chain.theme.backgroundColor}
      />
      {chain.isTestnet && <Badge>{t('safe.testnet')}</Badge>}
      {/* Neutral: on the page's canvas the green tone falls under 4.5:1, and "up to date" is the dashboard's to say. */}
      {probe.status === 'safe' && <Badge>v{probe.version}</Badge>}
    </div>
  )
}

/** Copy and the explorer, beside the short address; the whole address is in its title and on the dashboard. */
function AddressLine({ chain, address }: SafeProps) {
  const explorerUrl = findExplorerUrl(chain, { address })
  return (
    <div className="flex items-center gap-1.5">
      <p className="min-w-0 flex-1 truncate font-mono text-sm" title={`${chain.shortName}:${address}`}>
        <span className="text-ink-muted">{chain.shortName}:</span>
        {shortenAddress(address)}
      </p>
      <CopyButton value={address} iconOnly />
      {explorerUrl ? (
        <a
          href={explorerUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('safe.view_on_explorer')}
          title={t('safe.view_on_explorer')}
          className="grid size-8 shrink-0 place-items-center rounded-control border border-line bg-surface text-ink hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-accent"
        >
          <Icon name="external" />
        </a>
      ) : (
        <span
          aria-disabled
          title={t('safe.no_explorer')}
          className="grid size-8 shrink-0 place-items-center rounded-control border border-line text-ink-muted opacity-50"
        >
          <Icon name="external" />
          <span className="sr-only">{t('safe.view_on_explorer')}</span>
        </span>
      )}
    </div>
  )
}

/** Everything about the Safe but its name: chain, address, balance, threshold, switcher, actions, pages. */
function SafeDetails({
  chain,
  address,
  actions,
  switcher,
  queueBadge,
  messagesBadge,
  safeId,
}: SafeProps & ShellSlots & { safeId: string }) {
  return (
    <>
      <ChainLine chain={chain} address={address} />
      <AddressLine chain={chain} address={address} />
      <dl className="grid grid-cols-2 gap-3 rounded-control bg-surface-muted/60 px-3 py-2.5">
        <NativeBalance chain={chain} address={address} />
        <Threshold chain={chain} address={address} />
      </dl>
      <ProbeNotice chain={chain} address={address} />
      {switcher}
      {actions && <Actions chain={chain} address={address} actions={actions} />}
      <SafeNav safeId={safeId} queueBadge={queueBadge} messagesBadge={messagesBadge} />
    </>
  )
}

function SafeName({ chain, address, className }: SafeProps & { className: string }) {
  const name = useAddressName(chain.chainId, address)
  return <h1 className={`truncate font-bold tracking-tight ${className}`}>{name ?? t('safe.title')}</h1>
}

/**
 * The Safe and its pages. From 1024 px a sidebar that stays in view beside the page. Below it one line
 * (the Safe's avatar, name and short address, and a menu button), so each page starts near the top of a
 * phone's screen; the details and the pages are one tap away in the menu, a disclosure panel under the
 * line. Both layouts are one element tree that only changes its classes, so crossing 1024 px (a turned
 * tablet, a resized window) keeps what is open in it: a dialog opened from it (Add funds) stays open,
 * as it does when the menu closes (the panel is hidden, not removed).
 */
function ShellFrame({ wide, chain, address, safeId, ...slots }: ShellSlotProps & { wide: boolean }) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const container = useRef<HTMLElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const pathname = useRouterState({ select: (state) => state.location.pathname })

  // A followed link closes the menu: the page it opened is what the person wants to see.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path changing is the trigger
  useEffect(() => setOpen(false), [pathname])

  // A dialog opened from the menu (Add funds) is outside it, and must not close it.
  useCloseOnOutside({ open: open && !wide, setOpen, container, button, keepOpenWithin: '[role="dialog"]' })

  return (
    <aside
      ref={container}
      aria-label={t('safe.title')}
      className={
        wide
          ? 'sticky top-16 flex max-h-[calc(100dvh-4rem)] flex-col gap-3 self-start overflow-y-auto py-5'
          : 'sticky top-16 z-20 border-b border-line bg-canvas'
      }
    >
      <div
        className={
          wide ? 'flex items-center gap-3' : 'mx-auto flex h-14 w-full max-w-3xl items-center gap-3 px-4'
        }
      >
        <AddressAvatar address={address} className={wide ? 'size-10 shrink-0' : 'size-8 shrink-0'} />
        <div className="flex min-w-0 flex-1 flex-col">
          <SafeName chain={chain} address={address} className={wide ? 'text-lg' : 'text-base leading-5'} />
          {!wide && (
            <p className="truncate font-mono text-xs text-ink-muted" title={`${chain.shortName}:${address}`}>
              {chain.shortName}:{shortenAddress(address)}
            </p>
          )}
        </div>
        {!wide && (
          <button
            ref={button}
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
            className="flex h-10 shrink-0 items-center gap-1.5 rounded-control border border-line bg-surface px-3 text-sm font-semibold text-ink hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-accent"
          >
            {/* A dropdown's chevron, not a second hamburger: on a phone the header's site menu has that one. */}
            {t('safe_nav.menu')}
            <Icon
              name="chevronDown"
              className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
              aria-hidden="true"
            />
          </button>
        )}
      </div>
      <div
        id={panelId}
        hidden={!wide && !open}
        className={
          wide
            ? 'flex flex-col gap-3'
            : 'absolute inset-x-0 top-full flex max-h-[calc(100dvh-7.5rem)] flex-col gap-4 overflow-y-auto border-b border-line bg-surface px-4 py-4 shadow-xl'
        }
      >
        <div className={wide ? 'flex flex-col gap-3' : 'mx-auto flex w-full max-w-3xl flex-col gap-4'}>
          <SafeDetails chain={chain} address={address} safeId={safeId} {...slots} />
        </div>
      </div>
    </aside>
  )
}

type ShellSlotProps = SafeProps & ShellSlots & { safeId: string }

/**
 * The frame of every page of a Safe: who and where it is (name from the address book, network, version
 * read from the chain, short address with copy and explorer, native balance, threshold), "Switch Safe",
 * the actions and the Safe's pages, in a sidebar on a wide screen and one line plus a menu on a narrow one.
 * The page itself is `children`.
 */
export function SafeShell({ children, ...props }: ShellSlotProps & { children: ReactNode }) {
  const wide = useIsWideScreen()
  // The page stays at the same place in the tree whichever layout is drawn: crossing 1024 px (a turned
  // tablet, a resized window) must not remount it, which would reload a Safe App and lose a form.
  return (
    <div
      className={
        wide
          ? 'mx-auto grid w-full max-w-7xl flex-1 grid-cols-[15.5rem_minmax(0,1fr)] gap-8 px-4'
          : 'flex w-full flex-1 flex-col'
      }
    >
      <ShellFrame wide={wide} {...props} />
      <div
        className={
          wide
            ? 'flex min-w-0 flex-col gap-5 py-6'
            : 'mx-auto flex w-full max-w-3xl min-w-0 flex-1 flex-col gap-5 px-4 py-5'
        }
      >
        {children}
      </div>
    </div>
  )
}
