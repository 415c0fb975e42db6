import { Link, Outlet, useRouterState } from '@tanstack/react-router'
import { AppearancePanel } from '../features/appearance/components/AppearancePanel.tsx'
import { ColorModeToggle } from '../features/appearance/components/ColorModeToggle.tsx'
import { ConnectWalletButton } from '../features/connect/components/ConnectWalletButton.tsx'
import { t } from '../i18n/t.ts'
import { HeaderNav } from './HeaderNav.tsx'
import { LogoMark } from './LogoMark.tsx'

export function RootLayout() {
  // A Safe's pages are a tool's frame (sidebar, a Safe App's full-height frame): no footer under them.
  const inSafe = useRouterState({ select: (state) => state.location.pathname.startsWith('/safe/') })
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-control focus:bg-surface focus:px-3 focus:py-2"
      >
        {t('nav.skip_to_content')}
      </a>
      <header className="sticky top-0 z-30 border-b border-line bg-canvas/80 backdrop-blur-md">
        <div className="mx-auto flex h-16 w-full max-w-7xl items-center gap-2 px-4 sm:gap-3">
          <Link
            to="/"
            className="flex shrink-0 items-center gap-2.5 rounded-control focus-visible:outline-2 focus-visible:outline-accent"
          >
            <LogoMark className="size-8" />
            {/* On a phone the mark alone: the name still names the link for screen readers. */}
            <span className="text-lg font-bold tracking-tight max-sm:sr-only">{t('app.name')}</span>
          </Link>
          <HeaderNav />
          <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-1.5">
            <ColorModeToggle />
            <AppearancePanel />
            <div className="ml-1.5">
              <ConnectWalletButton />
            </div>
          </div>
        </div>
      </header>
      <main id="main" className="flex flex-1 flex-col">
        <Outlet />
      </main>
      {!inSafe && (
        <footer className="border-t border-line">
          <div className="mx-auto flex w-full max-w-7xl items-center justify-between gap-4 px-4 py-6 text-sm text-ink-faint">
            <span>{t('footer.text')}</span>
            <span className="font-mono text-xs">{window.location.host}</span>
          </div>
        </footer>
      )}
    </div>
  )
}
