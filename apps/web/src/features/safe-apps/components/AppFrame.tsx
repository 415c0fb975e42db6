import { useState } from 'react'
import { Spinner } from '../../../components/ui/Spinner/Spinner.tsx'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import type { SafeInfo } from '../../../gateway/SafeInfoSchema.ts'
import { Notice } from '../../../safe-tx/components/reviewParts.tsx'
import type { SafeAppIdentity } from '../host/createHostHandlers.ts'
import { t } from '../i18n/t.ts'
import { PermissionPrompt } from './PermissionPrompt.tsx'
import { useSafeAppHost } from './useSafeAppHost.ts'

/**
 * What the frame may do: run scripts with its real origin (without allow-same-origin it would be 'null'
 * and its messages could not be told apart), open links and popups (wallet-less dapps link out), submit
 * forms and download files. No top navigation, no modals of ours.
 */
export const appFrameSandbox =
  'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-forms allow-downloads'

/** The app in its sandboxed frame, with the host answering it; shown once the Safe is in memory. */
export function AppFrame({ chain, safe, app }: { chain: ChainInfo; safe: SafeInfo; app: SafeAppIdentity }) {
  const { frameRef, listening, prompt, notice } = useSafeAppHost({ chain, safe, app })
  const [loaded, setLoaded] = useState(false)

  return (
    <div className="flex flex-col gap-3">
      {/* Above the frame, where it is seen; live, so a screen reader hears a request answered without a dialog. */}
      <div role="status" data-testid="app-host-notice" className="empty:hidden">
        {notice && <Notice tone="neutral">{notice}</Notice>}
      </div>
      {/* The frame fills the window under the app's title (the header, the phone's Safe line and the
          page's padding above it; no footer below): an app is used like a page of its own. */}
      <div className="relative h-[calc(100dvh-12rem)] min-h-[24rem] overflow-hidden max-lg:h-[calc(100dvh-15rem)] rounded-card border border-line bg-surface">
        {!loaded && (
          <p
            role="status"
            className="absolute inset-0 flex items-center justify-center gap-3 text-sm text-ink-muted"
          >
            <Spinner className="size-5" />
            {t('safe_apps.frame.loading_app', { name: app.name })}
          </p>
        )}
        {listening && (
          <iframe
            ref={frameRef}
            src={app.url}
            title={app.name}
            sandbox={appFrameSandbox}
            allow="clipboard-write"
            referrerPolicy="strict-origin"
            onLoad={() => setLoaded(true)}
            className={`relative size-full border-0 ${loaded ? '' : 'opacity-0'}`}
          />
        )}
      </div>
      {prompt && (
        <PermissionPrompt
          appName={app.name}
          origin={app.origin}
          chainName={chain.chainName}
          capabilities={prompt.capabilities}
          onAnswer={prompt.answer}
        />
      )}
    </div>
  )
}
