import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { t } from '../../../i18n/t.ts'
import { useWalletSnapshot } from '../../../wallet/walletState.ts'

function shorten(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`
}

/** One line under the connect button saying where the person stands: not connected, connected, signed in. */
export function SignInStatus() {
  const { address, signedIn } = useWalletSnapshot()
  if (!address) return <p className="text-sm text-ink-muted">{t('home.connect_hint')}</p>
  if (signedIn) {
    return (
      <p className="flex items-center gap-2 text-sm font-medium text-success">
        <Icon name="shield" className="size-4" />
        {t('home.signed_in_as', { address: shorten(address) })}
      </p>
    )
  }
  return <p className="text-sm text-ink-muted">{t('home.connected_not_signed_in')}</p>
}
