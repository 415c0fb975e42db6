import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import type { ChainInfo } from '../../gateway/ChainInfoSchema.ts'
import { safeQueryKeys } from '../../gateway/safeQueryKeys.ts'
import { readRecoverySetup } from './readRecoverySetup.ts'

export function useRecoverySetup(chain: ChainInfo, safe: Address) {
  return useQuery({
    queryKey: safeQueryKeys.recovery(chain.chainId, safe),
    queryFn: () => readRecoverySetup(chain, safe),
    staleTime: 10_000,
  })
}
