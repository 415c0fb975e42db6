import type { AvatarComponent } from '@rainbow-me/rainbowkit'
import { addressGradient } from '../../components/ui/Avatar/addressGradient.ts'

/**
 * The account avatar in RainbowKit's button and profile menu: the same address gradient as the rest
 * of Coffer (RainbowKit's default is an emoji, which many systems lack a font for), or the ENS avatar.
 */
export const AccountAvatar: AvatarComponent = ({ address, ensImage, size }) => {
  if (ensImage?.startsWith('data:image/')) {
    return <img src={ensImage} width={size} height={size} alt="" style={{ borderRadius: '50%' }} />
  }
  const { from, to, angle } = addressGradient(address)
  return (
    <span
      aria-hidden
      style={{
        display: 'block',
        width: size,
        height: size,
        borderRadius: '50%',
        backgroundImage: `linear-gradient(${angle}deg, ${from}, ${to})`,
      }}
    />
  )
}
