import { t } from '../i18n/t.ts'
import type { AddressInputError } from './parseAddressInput.ts'

/** The person-facing text for each way an address typed into a Safe's form can be wrong. */
export function addressInputErrorMessage(error: AddressInputError, chainName: string): string {
  switch (error.code) {
    case 'empty':
      return t('new_transaction.address.empty')
    case 'invalid_address':
      return t('open_safe.errors.invalid_address')
    case 'bad_checksum':
      return t('open_safe.errors.bad_checksum')
    case 'wrong_chain':
      return t('new_transaction.address.wrong_chain', { prefix: error.prefix, chain: chainName })
  }
}
