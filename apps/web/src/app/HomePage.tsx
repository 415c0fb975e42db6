import { Link } from '@tanstack/react-router'
import { loadOnDemand } from '../components/onDemand/loadOnDemand.tsx'
import { ChainBadge } from '../components/ui/Badge/Badge.tsx'
import { buttonClassName } from '../components/ui/Button/Button.tsx'
import { Card } from '../components/ui/Card/Card.tsx'
import { Icon, type IconName } from '../components/ui/Icon/Icon.tsx'
import { ConnectWalletButton } from '../features/connect/components/ConnectWalletButton.tsx'
import { SignInStatus } from '../features/connect/components/SignInStatus.tsx'
import { OpenSafeCard } from '../features/open-safe/components/OpenSafeCard.tsx'
import { useChains } from '../gateway/getChains.ts'
import { type TranslationKey, t } from '../i18n/t.ts'
import { useWalletSnapshot } from '../wallet/walletState.ts'

// The connected owner's Safes: their code (the owned-Safes and overview reads, the list) loads only
// once a wallet is connected, so a first visit's start page stays small.
const LandingSafes = loadOnDemand(() =>
  import('../features/safe-switcher/components/LandingSafes.tsx').then((module) => module.default),
)

const features: { icon: IconName; title: TranslationKey; body: TranslationKey }[] = [
  { icon: 'server', title: 'home.feature_self_hosted_title', body: 'home.feature_self_hosted_body' },
  { icon: 'shield', title: 'home.feature_verified_title', body: 'home.feature_verified_body' },
  { icon: 'bolt', title: 'home.feature_live_title', body: 'home.feature_live_body' },
]

export function HomePage() {
  const chains = useChains()
  const { address } = useWalletSnapshot()
  return (
    <div className="relative isolate flex-1 overflow-hidden">
      <div
        aria-hidden
        className="absolute inset-x-0 -top-40 -z-10 mx-auto h-[28rem] max-w-5xl rounded-full bg-accent-soft blur-3xl"
      />
      <div className="mx-auto grid w-full max-w-6xl items-start gap-10 px-4 pt-14 pb-10 lg:grid-cols-[1.1fr_1fr] lg:pt-20">
        <section className="flex flex-col gap-6">
          <span className="self-start rounded-full border border-line bg-surface px-3 py-1 text-xs font-semibold tracking-wide text-accent uppercase">
            {t('home.eyebrow')}
          </span>
          <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {t('home.title')}
          </h1>
          <p className="max-w-xl text-lg leading-relaxed text-ink-muted">{t('home.lead')}</p>
          <div className="flex flex-col gap-3">
            <div className="self-start">
              <ConnectWalletButton />
            </div>
            <SignInStatus />
          </div>
          <div className="flex flex-wrap items-center gap-2 pt-2">
            <span className="text-xs font-semibold tracking-wide text-ink-faint uppercase">
              {t('home.networks')}
            </span>
            {chains.map((chain) => (
              <ChainBadge
                key={chain.chainId}
                name={chain.chainName}
                textColor={chain.theme.textColor}
                backgroundColor={chain.theme.backgroundColor}
              />
            ))}
          </div>
        </section>
        {/* Connected, a phone shows the Safes and Open a Safe first: the person came to work, not to read the pitch. */}
        <div className={`flex flex-col gap-4 ${address !== undefined ? 'max-lg:order-first' : ''}`}>
          {address !== undefined && <LandingSafes />}
          <OpenSafeCard heading="h2" />
          <Card className="flex flex-col items-start gap-3 p-6 sm:flex-row sm:items-center sm:p-8">
            <div className="flex flex-1 flex-col gap-1">
              <h2 className="text-lg font-bold tracking-tight">{t('home.create_safe_title')}</h2>
              <p className="text-sm text-ink-muted">{t('home.create_safe_body')}</p>
            </div>
            <Link to="/new-safe" className={`${buttonClassName('secondary')} shrink-0`}>
              <Icon name="plus" />
              {t('home.create_safe')}
            </Link>
          </Card>
        </div>
      </div>
      <div className="mx-auto grid w-full max-w-6xl gap-4 px-4 pb-16 sm:grid-cols-3">
        {features.map((feature) => (
          <div
            key={feature.title}
            className="flex flex-col gap-2 rounded-card border border-line bg-surface/60 p-5"
          >
            <Icon name={feature.icon} className="size-5 text-accent" />
            <h3 className="font-bold">{t(feature.title)}</h3>
            <p className="text-sm leading-relaxed text-ink-muted">{t(feature.body)}</p>
          </div>
        ))}
      </div>
    </div>
  )
}
