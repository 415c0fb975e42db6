import { addressInputErrorMessage } from '../../../address/addressInputErrorMessage.ts'
import { t } from '../i18n/t.ts'
import type { OwnerError, SafeFormErrors } from './validateSafeForm.ts'

/** What is wrong with one owner row: the address checks every form makes, then what setup refuses. */
export function ownerErrorMessage(error: OwnerError, chainName: string): string {
  switch (error.code) {
    case 'zero_address':
    case 'sentinel_address':
      return t(`create_safe.errors.${error.code}`)
    case 'duplicate':
      return t('create_safe.errors.duplicate', { index: error.first + 1 })
    default:
      return addressInputErrorMessage(error, chainName)
  }
}

export function thresholdErrorMessage(error: NonNullable<SafeFormErrors['threshold']>): string {
  return t('create_safe.errors.threshold_out_of_range', { owners: error.owners })
}

export function saltNonceErrorMessage(error: NonNullable<SafeFormErrors['saltNonce']>): string {
  return error.code === 'too_large'
    ? t('create_safe.errors.salt_too_large')
    : t('create_safe.errors.salt_not_a_number')
}

export function nameErrorMessage(error: NonNullable<SafeFormErrors['name']>): string {
  return t('create_safe.errors.name_too_long', { max: error.max })
}
