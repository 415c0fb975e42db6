import { useEffect, useRef } from 'react'
import type { Address } from 'viem'
import { Button } from '../../../components/ui/Button/Button.tsx'
import { Card } from '../../../components/ui/Card/Card.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { Skeleton } from '../../../components/ui/Skeleton/Skeleton.tsx'
import { Spinner } from '../../../components/ui/Spinner/Spinner.tsx'
import { safeId } from '../../../config/paths.ts'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { describeGatewayError } from '../../../gateway/describeGatewayError.ts'
import { useCollectibles } from '../../../gateway/getCollectibles.ts'
import { t } from '../i18n/t.ts'
import { NftCard } from './NftCard.tsx'

const grid = 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4'

/** The Safe's NFTs as a grid; the next page loads as the end of the list scrolls into view. */
export function NftsPage({ chain, address }: { chain: ChainInfo; address: Address }) {
  const collectibles = useCollectibles({ chainId: chain.chainId, safeAddress: address })
  const sentinel = useRef<HTMLDivElement>(null)
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = collectibles

  useEffect(() => {
    const element = sentinel.current
    if (!element || !hasNextPage || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage()
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])

  const nfts = collectibles.data?.pages.flatMap((page) => page.results) ?? []
  const total = collectibles.data?.pages[0]?.count

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-bold tracking-tight">{t('nfts.title')}</h2>
        {collectibles.status === 'success' && (
          <p className="text-sm text-ink-muted">{t('nfts.count', { count: total ?? nfts.length })}</p>
        )}
      </div>

      {collectibles.status === 'pending' && (
        <ul className={grid} aria-busy>
          {[0, 1, 2, 3].map((tile) => (
            <li key={tile} className="flex flex-col gap-2">
              <Skeleton className="aspect-square w-full rounded-card" />
              <Skeleton className="h-4 w-3/4" />
            </li>
          ))}
        </ul>
      )}

      {collectibles.status === 'error' && (
        <Card className="p-5">
          <p role="alert" className="flex items-start gap-2 text-sm font-medium text-danger">
            <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
            {describeGatewayError(collectibles.error, {
              notFound: t('nfts.not_indexed', { chain: chain.chainName }),
            })}
          </p>
        </Card>
      )}

      {collectibles.status === 'success' && nfts.length === 0 && (
        <Card className="flex flex-col items-center gap-2 px-5 py-12 text-center">
          <span className="grid size-11 place-items-center rounded-full bg-accent-soft text-accent">
            <Icon name="image" className="size-5" />
          </span>
          <p className="font-semibold">{t('nfts.empty_title')}</p>
          <p className="max-w-sm text-sm text-ink-muted">{t('nfts.empty_body')}</p>
        </Card>
      )}

      {nfts.length > 0 && (
        <ul className={grid}>
          {nfts.map((nft) => (
            <NftCard key={`${nft.address}:${nft.id}`} nft={nft} safeId={safeId(chain.shortName, address)} />
          ))}
        </ul>
      )}

      {hasNextPage && (
        <div ref={sentinel} className="flex justify-center">
          <Button variant="secondary" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage && <Spinner className="size-4" />}
            {t('nfts.load_more')}
          </Button>
        </div>
      )}
      {collectibles.isFetchNextPageError && (
        <p role="alert" className="text-center text-sm font-medium text-danger">
          {t('nfts.next_page_failed')}
        </p>
      )}
    </div>
  )
}
