import { describe, expect, it } from 'vitest'
import type { TypedDataProblem } from './toTypedDataMessage.ts'
import { typedDataProblemText } from './typedDataProblemText.ts'

describe('typedDataProblemText', () => {
  it.each<[TypedDataProblem, string]>([
    [{ code: 'not_json', reason: 'Unexpected end' }, 'This is not valid JSON: Unexpected end'],
    [
      { code: 'undeclared_field', path: 'Mail.note' },
      'Mail.note is not declared in the types, so it would not be signed: remove it or declare it.',
    ],
    [
      { code: 'no_primary_type', candidates: ['Mail', 'Other'] },
      'Please specify primaryType: Mail, Other could each be the primary type.',
    ],
    [{ code: 'no_primary_type', candidates: [] }, 'Please specify primaryType.'],
    [
      { code: 'bytes_size', path: 'domain.salt', type: 'bytes32', expected: 32, given: 20 },
      'domain.salt must be 32 bytes long, as its type says; it is 20.',
    ],
    [{ code: 'not_a_bool', path: 'A.ok' }, 'A.ok is not a valid bool.'],
    [{ code: 'not_hex_bytes', path: 'A.salt', size: 32 }, 'A.salt is not a valid bytes32.'],
    [
      { code: 'unsafe_number', path: 'Permit.value', type: 'uint256' },
      'Permit.value is too large a number for JSON: write it as a string, in quotes.',
    ],
    [
      { code: 'unknown_key', key: 'signature' },
      '"signature" is not part of typed data: it has domain, types, primaryType and message, nothing else.',
    ],
  ])('words %j', (problem, text) => {
    expect(typedDataProblemText(problem)).toBe(text)
  })
})
