import type { Address } from 'viem'
import { t } from '../i18n/t.ts'
import type { RecoveryDraftProblem } from './buildRecoveryDrafts.ts'
import { toPeriod } from './recoveryPeriods.ts'

/** "7 days", "1 hour", "90 seconds". */
export function describePeriod(seconds: bigint): string {
  const period = toPeriod(seconds)
  if (period.amount === 1 && period.unit !== 'seconds') {
    return t(
      period.unit === 'days'
        ? 'recovery.period_day'
        : period.unit === 'hours'
          ? 'recovery.period_hour'
          : 'recovery.period_minute',
    )
  }
  return t(`recovery.period_${period.unit}`, { count: period.amount })
}

/** The expiry in words: "Never" for 0. */
export function describeExpiry(seconds: bigint): string {
  return seconds === 0n ? t('recovery.never') : describePeriod(seconds)
}

/** The recoverers as a title names them: the first, and how many more. */
export function describeRecoverers(
  recoverers: readonly Address[],
  nameOf: (address: Address) => string,
): string {
  const [first, ...rest] = recoverers
  if (!first) return ''
  return rest.length === 0
    ? nameOf(first)
    : t('recovery.and_others', { first: nameOf(first), count: rest.length })
}

export function recoveryProblemText(
  problem: RecoveryDraftProblem,
  nameOf: (address: Address) => string,
): string {
  switch (problem.code) {
    case 'invalid_recoverer':
    case 'duplicate_recoverer':
      return t(`recovery.problems.${problem.code}`, { recoverer: nameOf(problem.recoverer) })
    default:
      return t(`recovery.problems.${problem.code}`)
  }
}
