import { t } from '../i18n/t.ts'
import type { SafeAddressInputError } from './parseSafeAddressInput.ts'

/** The person-facing text for each way an entered Safe address can be wrong. */
export function safeAddressInputErrorMessage(error: SafeAddressInputError): string {
  switch (error.code) {
    case 'empty':
      return t('open_safe.errors.empty')
    case 'invalid_address':
      return t('open_safe.errors.invalid_address')
    case 'bad_checksum':
      return t('open_safe.errors.bad_checksum')
    case 'unknown_prefix':
      return t('open_safe.errors.unknown_prefix', { prefix: error.prefix })
    case 'no_chain':
      return t('open_safe.errors.no_chain')
  }
}
