import { getAddress, isAddress } from 'viem'
import { findChainById } from '../../../gateway/findChain.ts'
import { useChains } from '../../../gateway/getChains.ts'
import { t } from '../i18n/t.ts'
import { parseTxHash } from '../model/explorerPaths.ts'
import { ExplorerAddressPage } from './ExplorerAddressPage.tsx'
import { ExplorerFrame, ExplorerProblem } from './ExplorerFrame.tsx'
import { ExplorerTransactionPage } from './ExplorerTransactionPage.tsx'

/** Checks the URL's chain id and hash or address, then shows the page, or says what is wrong with the link. */
export function ExplorerRoute({
  chainId,
  target,
}: {
  chainId: string
  target: { txHash: string } | { address: string }
}) {
  const chain = findChainById(useChains(), chainId)
  const title = 'txHash' in target ? t('explorer.title_tx') : t('explorer.title_address')
  if (!chain)
    return (
      <ExplorerFrame chain={undefined} title={title}>
        <ExplorerProblem>{t('explorer.unknown_chain', { chainId })}</ExplorerProblem>
      </ExplorerFrame>
    )
  if ('txHash' in target) {
    const hash = parseTxHash(target.txHash)
    if (!hash)
      return (
        <ExplorerFrame chain={chain} title={title}>
          <ExplorerProblem>{t('explorer.invalid_tx')}</ExplorerProblem>
        </ExplorerFrame>
      )
    return <ExplorerTransactionPage chain={chain} hash={hash} />
  }
  if (!isAddress(target.address, { strict: false }))
    return (
      <ExplorerFrame chain={chain} title={title}>
        <ExplorerProblem>{t('explorer.invalid_address')}</ExplorerProblem>
      </ExplorerFrame>
    )
  return <ExplorerAddressPage chain={chain} address={getAddress(target.address)} />
}
