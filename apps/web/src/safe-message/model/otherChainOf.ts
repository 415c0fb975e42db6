import type { SafeMessageContent } from './toSafeMessageContent.ts'

/**
 * The chain typed data names in its domain when it is not the Safe's, or undefined. Such data may still be
 * signed (apps sign fixed-domain data): the Safe's SafeMessage wrapper binds the signature to this Safe on
 * this chain, but the owner must know the data itself speaks of another chain.
 */
export function otherChainOf(content: SafeMessageContent, chainId: number): number | undefined {
  if (typeof content === 'string') return undefined
  const named = content.domain.chainId
  return named === undefined || named === chainId ? undefined : named
}
