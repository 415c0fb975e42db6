import type { SafeInfo } from '../SafeInfoSchema.ts'
import type { SafeChangeKind } from '../safeQueryKeys.ts'

const tagKinds = [
  ['txHistoryTag', 'history'],
  ['txQueuedTag', 'queue'],
  ['collectiblesTag', 'collectibles'],
  ['messagesTag', 'messages'],
] as const satisfies readonly (readonly [keyof SafeInfo, SafeChangeKind])[]

/**
 * What changed between two readings of a Safe's info, as the kinds an SSE event would name: each
 * tag that moved names its list (gateway-contract §7.1: clients refetch a list when its tag changes),
 * and any other difference (nonce, owners, threshold, modules…) names the Safe itself.
 */
export function diffSafeInfo(previous: SafeInfo, next: SafeInfo): SafeChangeKind[] {
  const kinds: SafeChangeKind[] = tagKinds
    .filter(([tag]) => previous[tag] !== next[tag])
    .map(([, kind]) => kind)
  const withoutTags = (info: SafeInfo) =>
    JSON.stringify({
      ...info,
      txHistoryTag: null,
      txQueuedTag: null,
      collectiblesTag: null,
      messagesTag: null,
    })
  if (withoutTags(previous) !== withoutTags(next)) kinds.push('safe')
  return kinds
}
