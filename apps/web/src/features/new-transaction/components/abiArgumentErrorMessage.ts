// Address problems read the same everywhere an address is typed: the app's table.
import { t as appT } from '../../../i18n/t.ts'
import { t } from '../i18n/t.ts'
import type { AbiArgumentError } from '../model/parseAbiArgument.ts'

function describe(error: AbiArgumentError): string {
  switch (error.code) {
    case 'empty':
      return t('new_transaction.contract.arg_errors.empty')
    case 'invalid_address':
      return appT('open_safe.errors.invalid_address')
    case 'bad_checksum':
      return appT('open_safe.errors.bad_checksum')
    case 'not_an_integer':
      return t('new_transaction.contract.arg_errors.not_an_integer')
    case 'out_of_range':
      return t('new_transaction.contract.arg_errors.out_of_range', {
        min: error.min.toString(),
        max: error.max.toString(),
      })
    case 'not_a_bool':
      return t('new_transaction.contract.arg_errors.not_a_bool')
    case 'not_hex':
      return t('new_transaction.contract.arg_errors.not_hex')
    case 'wrong_byte_length':
      return t('new_transaction.contract.arg_errors.wrong_byte_length', {
        expected: error.expected,
        digits: error.expected * 2,
      })
    case 'not_json':
      return t('new_transaction.contract.arg_errors.not_json', { expected: error.expected })
    case 'not_an_array':
      return t('new_transaction.contract.arg_errors.not_an_array')
    case 'wrong_array_length':
      return t('new_transaction.contract.arg_errors.wrong_array_length', { expected: error.expected })
    case 'not_a_tuple':
      return t('new_transaction.contract.arg_errors.not_a_tuple')
    case 'missing_field':
      return t('new_transaction.contract.arg_errors.missing_field', { field: error.field })
    case 'not_a_string':
      return t('new_transaction.contract.arg_errors.not_a_string')
    case 'unsupported_type':
      return t('new_transaction.contract.arg_errors.unsupported_type', { type: error.type })
  }
}

/** "Enter a whole number", or "[2].to: …" when the mistake is inside an array or tuple. */
export function abiArgumentErrorMessage(error: AbiArgumentError): string {
  const message = describe(error)
  return error.path === ''
    ? message
    : t('new_transaction.contract.arg_errors.at', { path: error.path, message })
}
