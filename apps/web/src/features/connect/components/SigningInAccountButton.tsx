import { Spinner } from '../../../components/ui/Spinner/Spinner.tsx'
import { AccountAvatar } from '../AccountAvatar.tsx'
import { t } from '../i18n/t.ts'

/**
 * The account button while "Verify your account" waits for the sign-in signature. RainbowKit's own button
 * counts a connected person who has not signed in yet as not connected and shows "Connect Wallet", which
 * reads as if the wallet had dropped; this one keeps the account in the header, says that sign-in is under
 * way, and takes the person back to "Verify your account" if they closed it from view.
 */
export function SigningInAccountButton({
  address,
  displayName,
  onClick,
}: {
  address: string
  displayName: string
  onClick: (() => void) | undefined
}) {
  return (
    <button
      type="button"
      data-testid="signing-in-account-button"
      title={t('signing_in.hint')}
      onClick={onClick}
      className="flex items-center gap-1.5 border-2 px-2 py-1.5 font-bold transition-transform duration-125 hover:scale-[1.025] active:scale-95"
      style={{
        background: 'var(--rk-colors-connectButtonBackground)',
        borderColor: 'var(--rk-colors-connectButtonBackground)',
        color: 'var(--rk-colors-connectButtonText)',
        borderRadius: 'var(--rk-radii-connectButton)',
        boxShadow: 'var(--rk-shadows-connectButton)',
        fontFamily: 'var(--rk-fonts-body)',
      }}
    >
      <AccountAvatar address={address} ensImage={null} size={24} />
      <span className="max-md:sr-only">{displayName}</span>
      <Spinner className="size-4" />
      <span className="text-sm font-semibold max-md:sr-only">{t('signing_in.label')}</span>
    </button>
  )
}
