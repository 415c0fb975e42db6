import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { Address } from 'viem'
import { formatAmount } from '../../../chain/formatAmount.ts'
import { Badge } from '../../../components/ui/Badge/Badge.tsx'
import { buttonClassName } from '../../../components/ui/Button/Button.tsx'
import { CopyIconButton } from '../../../components/ui/CopyButton/CopyIconButton.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { Skeleton } from '../../../components/ui/Skeleton/Skeleton.tsx'
import { safeId } from '../../../config/paths.ts'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { DetailRow } from '../../../transactions/components/DetailRow.tsx'
import { readExplorerAddress } from '../api/readExplorerAddress.ts'
import { t } from '../i18n/t.ts'
import { ExplorerFrame, ExplorerProblem } from './ExplorerFrame.tsx'
import { ExplorerHex } from './ExplorerHex.tsx'

/** One address as the node tells it: balance, account or contract, and the way to its Safe if it is one. */
export function ExplorerAddressPage({ chain, address }: { chain: ChainInfo; address: Address }) {
  const info = useQuery({
    queryKey: ['explorer', chain.chainId, 'address', address],
    queryFn: () => readExplorerAddress(chain, address),
    retry: 1,
  })
  const { symbol, decimals } = chain.nativeCurrency
  return (
    <ExplorerFrame chain={chain} title={t('explorer.title_address')}>
      {info.status === 'pending' && (
        <div className="flex flex-col gap-3" aria-busy>
          <span className="sr-only">{t('explorer.loading')}</span>
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-8 w-3/4" />
        </div>
      )}
      {info.status === 'error' && (
        <ExplorerProblem>
          {t('explorer.unreachable', { chain: chain.chainName, reason: info.error.message })}
        </ExplorerProblem>
      )}
      {info.status === 'success' && (
        <>
          <dl className="@container flex flex-col divide-y divide-line">
            <DetailRow label={t('explorer.title_address')}>
              <span className="flex min-w-0 items-center gap-1">
                <span className="min-w-0 font-mono text-xs break-all" data-testid="explorer-address">
                  {address}
                </span>
                <CopyIconButton value={address} />
              </span>
            </DetailRow>
            <DetailRow label={t('explorer.fields.kind')}>
              <Badge tone={info.data.kind === 'safe' ? 'accent' : 'neutral'}>
                {t(`explorer.kind.${info.data.kind}`)}
              </Badge>
            </DetailRow>
            <DetailRow label={t('explorer.fields.balance')}>
              <span className="tabular-nums" data-testid="explorer-balance">
                {formatAmount(info.data.balance, decimals, { maxFractionDigits: decimals })} {symbol}
              </span>
            </DetailRow>
            <DetailRow label={t('explorer.fields.nonce')}>{info.data.nonce}</DetailRow>
            {info.data.safe && (
              <>
                <DetailRow label={t('explorer.fields.safe_version')}>{info.data.safe.version}</DetailRow>
                <DetailRow label={t('explorer.fields.safe_threshold')}>
                  {info.data.safe.threshold.toString()}
                </DetailRow>
              </>
            )}
            {info.data.codeSize > 0 && (
              <DetailRow label={t('explorer.fields.code')}>
                {t('explorer.code_size', { count: info.data.codeSize })}
              </DetailRow>
            )}
          </dl>
          {info.data.kind === 'safe' && (
            <Link
              to="/safe/$safeId"
              params={{ safeId: safeId(chain.shortName, address) }}
              className={`${buttonClassName('primary')} self-start`}
            >
              <Icon name="vault" />
              {t('explorer.open_safe')}
            </Link>
          )}
          {info.data.codeSize > 0 && (
            <ExplorerHex
              label={t('explorer.hex_bytes', { what: t('explorer.fields.code'), count: info.data.codeSize })}
              value={info.data.code}
            />
          )}
        </>
      )}
    </ExplorerFrame>
  )
}
