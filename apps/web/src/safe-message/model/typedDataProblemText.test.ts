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
    [
      { code: 'array_too_long', path: 'Batch.values', max: 1024, given: 25_000 },
      'Batch.values has 25000 elements; Coffer accepts at most 1024 in one array.',
    ],
    [
      { code: 'too_many_values', path: 'List.items[9].m34', max: 2048 },
      'The typed data holds more than 2048 values (counting each struct with the members of its types); List.items[9].m34 is one too many.',
    ],
    [
      { code: 'too_many_types', max: 64, given: 65 },
      'The typed data declares 65 types; Coffer accepts at most 64.',
    ],
    [
      { code: 'too_many_members', max: 256 },
      'The types declare more than 256 members in all; Coffer accepts no more.',
    ],
    [
      { code: 'too_much_text', path: 'Note.data', max: 131_072 },
      'The strings and bytes of the typed data hold more than 131072 characters in all; Note.data goes past it.',
    ],
  ])('words %j', (problem, text) => {
    expect(typedDataProblemText(problem)).toBe(text)
  })
})
