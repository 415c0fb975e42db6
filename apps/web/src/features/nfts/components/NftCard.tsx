import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { buttonClassName } from '../../../components/ui/Button/Button.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import type { Collectible } from '../../../gateway/getCollectibles.ts'
import { t } from '../i18n/t.ts'

/** Only images the page may load: http(s), or data:/ipfs-gateway URLs the gateway resolved. */
function toImageSource(uri: string | null): string | undefined {
  if (!uri) return undefined
  try {
    const url = new URL(uri)
    return ['https:', 'http:', 'data:', 'blob:'].includes(url.protocol) ? url.toString() : undefined
  } catch {
    return undefined
  }
}

/** One NFT of the Safe, with Send: the new-transaction page's Send NFT form with this NFT chosen. */
export function NftCard({ nft, safeId }: { nft: Collectible; safeId: string }) {
  const source = toImageSource(nft.imageUri)
  const [failed, setFailed] = useState(false)
  const title = nft.name ?? `${nft.tokenName || nft.tokenSymbol || t('nfts.unnamed')} #${nft.id}`
  return (
    <li className="group flex flex-col overflow-hidden rounded-card border border-line bg-surface transition-shadow hover:shadow-md">
      <div className="relative aspect-square overflow-hidden bg-surface-muted">
        {source && !failed ? (
          <img
            src={source}
            alt={title}
            loading="lazy"
            onError={() => setFailed(true)}
            className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
        ) : (
          <div
            role="img"
            aria-label={t('nfts.no_image', { name: title })}
            className="flex size-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-accent-soft to-surface-muted text-accent"
          >
            <Icon name="image" className="size-10 opacity-70" />
            <span className="px-3 text-center text-xs font-semibold text-ink-muted">
              {nft.tokenSymbol || nft.tokenName} #{nft.id}
            </span>
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-0.5 p-3">
        <span className="truncate text-sm font-semibold" title={title}>
          {title}
        </span>
        <span className="truncate text-xs text-ink-muted" title={nft.address}>
          {nft.tokenName || nft.tokenSymbol || nft.address}
        </span>
        <span className="truncate font-mono text-xs text-ink-faint" title={nft.id}>
          #{nft.id}
        </span>
        <Link
          to="/safe/$safeId/new"
          params={{ safeId }}
          search={{ type: 'nft', nft: `${nft.address}:${nft.id}` }}
          aria-label={t('nfts.send', { name: title })}
          className={`${buttonClassName('secondary', 'sm')} mt-2 self-start`}
        >
          <Icon name="arrowRight" className="size-4" />
          {t('nfts.send_short')}
        </Link>
      </div>
    </li>
  )
}
