import type { Recovery } from './recovery.schema.ts'

/**
 * When a Safe's recovery stops being true with no change to its data: the first moment a shown proposal
 * that waits (PENDING) or was passed over (SKIPPED) expires and reads EXPIRED instead (`proposalStatus`:
 * expired once the time is past `expiresAt`). Undefined when no deadline is ahead. A proposal not shown is
 * settled already and stays so, whatever its status says, so it cannot change the answer.
 */
export function recoveryValidUntil(recovery: Recovery): number | undefined {
  let first: number | undefined
  for (const module of recovery.modules)
    for (const { status, expiresAt } of module.proposals)
      if ((status === 'PENDING' || status === 'SKIPPED') && expiresAt !== null)
        first = Math.min(first ?? Number.POSITIVE_INFINITY, expiresAt + 1)
  return first
}
