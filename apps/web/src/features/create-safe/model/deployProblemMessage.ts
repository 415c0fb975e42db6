import { shortenAddress } from '../../../transactions/shortenAddress.ts'
import { t } from '../i18n/t.ts'
import type { DeployProblem } from './toDeployProblem.ts'

/** A creation that did not happen, in words a person can act on. */
export function deployProblemMessage(problem: DeployProblem, { symbol }: { symbol: string }): string {
  switch (problem.code) {
    case 'rejected':
    case 'reverted':
    case 'unconfirmed':
    case 'already_deployed':
    case 'relay_failed':
    case 'relay_timeout':
      return t(`create_safe.problems.${problem.code}`)
    case 'insufficient_funds':
      return t('create_safe.problems.insufficient_funds', { symbol })
    case 'relay_limit':
      return problem.owner
        ? t('create_safe.problems.relay_limit', { owner: shortenAddress(problem.owner) })
        : t('create_safe.problems.relay_limit_unnamed')
    case 'relay_refused':
      return t('create_safe.problems.relay_refused', { reason: problem.reason })
    case 'failed':
      return t('create_safe.problems.failed', { reason: problem.reason })
  }
}
