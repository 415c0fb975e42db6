import { t } from '../i18n/t.ts'
import type { TypedDataProblem } from './toTypedDataMessage.ts'

/** What is wrong with typed data, in a sentence that points at the value to fix. */
export function typedDataProblemText(problem: TypedDataProblem): string {
  switch (problem.code) {
    case 'not_json':
      return t('safe_message.typed_data_errors.not_json', { reason: problem.reason })
    case 'invalid_shape':
      return t('safe_message.typed_data_errors.invalid_shape')
    case 'unknown_key':
      return t('safe_message.typed_data_errors.unknown_key', { key: problem.key })
    case 'invalid_struct_name':
      return t('safe_message.typed_data_errors.invalid_struct_name', { type: problem.type })
    case 'invalid_type_fields':
      return t('safe_message.typed_data_errors.invalid_type_fields', { type: problem.type })
    case 'invalid_member_name':
      return t('safe_message.typed_data_errors.invalid_member_name', {
        type: problem.type,
        member: problem.member,
      })
    case 'duplicate_member':
      return t('safe_message.typed_data_errors.duplicate_member', {
        type: problem.type,
        member: problem.member,
      })
    case 'unknown_type':
      return t('safe_message.typed_data_errors.unknown_type', { path: problem.path, type: problem.type })
    case 'domain_type_member':
      return t('safe_message.typed_data_errors.domain_type_member', { path: problem.path })
    case 'invalid_primary_type':
      return t('safe_message.typed_data_errors.invalid_primary_type')
    case 'unknown_primary_type':
      return t('safe_message.typed_data_errors.unknown_primary_type', { primaryType: problem.primaryType })
    case 'no_primary_type':
      return problem.candidates.length > 1
        ? t('safe_message.typed_data_errors.no_primary_type', { candidates: problem.candidates.join(', ') })
        : t('safe_message.typed_data_errors.no_primary_type_none')
    case 'not_a_domain_field':
      return t('safe_message.typed_data_errors.not_a_domain_field', { path: problem.path })
    case 'domain_field_type':
      return t('safe_message.typed_data_errors.domain_field_type', {
        path: problem.path,
        expected: problem.expected,
        type: problem.type,
      })
    case 'chain_id_too_large':
      return t('safe_message.typed_data_errors.chain_id_too_large', { path: problem.path })
    case 'undeclared_field':
      return t('safe_message.typed_data_errors.undeclared_field', { path: problem.path })
    case 'missing_field':
      return t('safe_message.typed_data_errors.missing_field', { path: problem.path })
    case 'too_deep':
      return t('safe_message.typed_data_errors.too_deep', { path: problem.path, maxDepth: problem.maxDepth })
    case 'too_many_types':
      return t('safe_message.typed_data_errors.too_many_types', { given: problem.given, max: problem.max })
    case 'too_many_members':
      return t('safe_message.typed_data_errors.too_many_members', { max: problem.max })
    case 'array_too_long':
      return t('safe_message.typed_data_errors.array_too_long', {
        path: problem.path,
        given: problem.given,
        max: problem.max,
      })
    case 'too_many_values':
      return t('safe_message.typed_data_errors.too_many_values', { path: problem.path, max: problem.max })
    case 'too_much_text':
      return t('safe_message.typed_data_errors.too_much_text', { path: problem.path, max: problem.max })
    case 'array_length':
      return t('safe_message.typed_data_errors.array_length', {
        path: problem.path,
        expected: problem.expected,
        given: problem.given,
      })
    case 'bytes_size':
      return t('safe_message.typed_data_errors.bytes_size', {
        path: problem.path,
        expected: problem.expected,
        given: problem.given,
      })
    case 'invalid_address':
      return t('safe_message.typed_data_errors.invalid_address', { path: problem.path })
    case 'not_an_object':
    case 'not_an_array':
    case 'not_an_integer':
      return t('safe_message.typed_data_errors.invalid_value', { path: problem.path, type: problem.type })
    case 'not_a_bool':
      return t('safe_message.typed_data_errors.invalid_value', { path: problem.path, type: 'bool' })
    case 'not_a_string':
      return t('safe_message.typed_data_errors.invalid_value', { path: problem.path, type: 'string' })
    case 'not_hex_bytes':
      return t('safe_message.typed_data_errors.invalid_value', {
        path: problem.path,
        type: problem.size === undefined ? 'bytes' : `bytes${problem.size}`,
      })
    case 'integer_out_of_range':
      return t('safe_message.typed_data_errors.integer_out_of_range', {
        path: problem.path,
        type: problem.type,
      })
    case 'unsafe_number':
      return t('safe_message.typed_data_errors.unsafe_number', { path: problem.path })
    case 'not_hashable':
      return t('safe_message.typed_data_errors.not_hashable')
  }
}
