import { t } from '../i18n/t.ts'
import { typedDataProblemText } from './typedDataProblemText.ts'
import type { StoredSafeMessageProblem } from './verifyStoredSafeMessage.ts'

/** Why Coffer refuses a stored message, in words. */
export function storedSafeMessageProblemText(problem: StoredSafeMessageProblem): string {
  switch (problem.code) {
    case 'hash_mismatch':
      return t('safe_message.refuse.hash_mismatch', {
        expected: problem.expected,
        computed: problem.computed,
      })
    case 'unknown_version':
      return t('safe_message.refuse.unknown_version')
    case 'unreadable':
      return t('safe_message.refuse.unreadable', { reason: typedDataProblemText(problem.problem) })
  }
}
