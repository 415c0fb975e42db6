import { useMemo } from 'react'
import type { Address } from 'viem'
import { useAddressNames } from '../../address-book/addressBookStore.ts'
import type { ChainInfo } from '../../gateway/ChainInfoSchema.ts'
import type { AddressNamer } from '../../transactions/components/AddressNamer.ts'
import { t } from '../i18n/t.ts'

/**
 * How the review names addresses: the address book first, and the Safe itself as "This Safe" (it is
 * the target of settings changes and rejections, and the sender in many calls), then the names the flow
 * gave addresses its transaction creates (`extraNames`, e.g. the recovery module it deploys).
 */
export function useReviewNamer(
  chain: ChainInfo,
  safe: Address,
  extraNames?: readonly { address: Address; name: string }[],
): AddressNamer {
  const bookName = useAddressNames(chain.chainId)
  return useMemo(
    () => ({
      chain,
      nameOf: (address: string) =>
        bookName(address) ??
        (address.toLowerCase() === safe.toLowerCase() ? t('safe_tx.this_safe') : undefined) ??
        extraNames?.find((entry) => entry.address.toLowerCase() === address.toLowerCase())?.name,
    }),
    [chain, bookName, safe, extraNames],
  )
}
