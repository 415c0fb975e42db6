import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { afterFirstPaint } from '../../../config/afterFirstPaint.ts'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import type { SafeProbe } from '../model/toSafeProbe.ts'

export function safeProbeQueryOptions({ chain, address }: { chain: ChainInfo; address: Address }) {
  return queryOptions({
    queryKey: ['chain', chain.chainId, 'safe-probe', address] as const,
    queryFn: async () => {
      // viem's HTTP client and ABI coder are not needed to paint the Safe's header: they load once it has shown.
      await afterFirstPaint()
      const { readSafeProbe } = await import('./readSafeProbe.ts')
      return readSafeProbe(chain, address)
    },
    retry: 1,
    // Anything but a Safe is read again on the next visit: a Safe may be created there any moment.
    staleTime: (query) => (query.state.data?.status === 'safe' ? 15_000 : 0),
  })
}

export function useSafeProbe(parameters: { chain: ChainInfo; address: Address }): SafeProbe {
  const query = useQuery(safeProbeQueryOptions(parameters))
  if (query.status === 'pending') return { status: 'loading' }
  if (query.status === 'error') return { status: 'unreachable' }
  return query.data
}
