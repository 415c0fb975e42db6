/**
 * Why typed data cannot be hashed as it stands, as data: a code and the path, member or type involved.
 * `TypedDataError` words it in English for the gateway's answers; the web app words it in its own
 * language. `path` names a value from its struct (`Permit.spender`, `domain.salt`, `EIP712Domain.chainId`).
 */
export type TypedDataProblem =
  /** Not an object with `domain`, `types` and `message` records. */
  | { code: 'invalid_shape' }
  /** A top-level key besides domain, types, primaryType and message. */
  | { code: 'unknown_key'; key: string }
  | { code: 'invalid_struct_name'; type: string }
  /** A struct that is not a list of `{ name, type }`. */
  | { code: 'invalid_type_fields'; type: string }
  | { code: 'invalid_member_name'; type: string; member: string }
  | { code: 'duplicate_member'; type: string; member: string }
  | { code: 'unknown_type'; path: string; type: string }
  /** A member of type EIP712Domain. */
  | { code: 'domain_type_member'; path: string }
  /** A primaryType that is not a string. */
  | { code: 'invalid_primary_type' }
  | { code: 'unknown_primary_type'; primaryType: string }
  /** No primaryType, and not exactly one struct that no struct refers to (`candidates` are the roots). */
  | { code: 'no_primary_type'; candidates: readonly string[] }
  | { code: 'not_a_domain_field'; path: string }
  | { code: 'domain_field_type'; path: string; expected: string; type: string }
  /** A domain chainId larger than Number.MAX_SAFE_INTEGER: no chain has one. */
  | { code: 'chain_id_too_large'; path: string }
  | { code: 'undeclared_field'; path: string }
  | { code: 'missing_field'; path: string }
  | { code: 'too_deep'; path: string; maxDepth: number }
  /** The bounds of `typedDataLimits`, checked before anything is hashed; `path` is where one ran out. */
  | { code: 'too_many_types'; max: number; given: number }
  | { code: 'too_many_members'; max: number }
  | { code: 'array_too_long'; path: string; max: number; given: number }
  | { code: 'too_many_values'; path: string; max: number }
  | { code: 'too_much_text'; path: string; max: number }
  | { code: 'not_an_object'; path: string; type: string }
  | { code: 'not_an_array'; path: string; type: string }
  | { code: 'array_length'; path: string; expected: number; given: number }
  | { code: 'invalid_address'; path: string }
  | { code: 'not_a_bool'; path: string }
  | { code: 'not_a_string'; path: string }
  /** Not 0x-prefixed hex of whole bytes, for `bytes` (`size` undefined) or `bytesN`. */
  | { code: 'not_hex_bytes'; path: string; size: number | undefined }
  | { code: 'bytes_size'; path: string; type: string; expected: number; given: number }
  | { code: 'not_an_integer'; path: string; type: string }
  /** A JSON number past 2^53, which JSON cannot carry exactly: it has to be a string. */
  | { code: 'unsafe_number'; path: string; type: string }
  | { code: 'integer_out_of_range'; path: string; type: string }
  /** viem refused what the checks let through (a backstop; `reason` is viem's short message). */
  | { code: 'not_hashable'; reason: string | undefined }

/**
 * Typed data that cannot be hashed as it stands. `shortMessage` is one of the two texts Safe Apps and
 * wallets show for it ('Invalid typed data', 'Please specify primaryType'); `details` says what to fix, in
 * English; `problem` says it as data.
 */
export class TypedDataError extends Error {
  override name = 'TypedDataError'
  readonly problem: TypedDataProblem
  readonly shortMessage: 'Invalid typed data' | 'Please specify primaryType'
  readonly details: string | undefined

  constructor(problem: TypedDataProblem) {
    const shortMessage =
      problem.code === 'no_primary_type' ? 'Please specify primaryType' : 'Invalid typed data'
    const details = toDetails(problem)
    super(details ? `${shortMessage}: ${details}` : shortMessage)
    this.problem = problem
    this.shortMessage = shortMessage
    this.details = details
  }
}

/** The gateway's wire texts (pinned by its tests and by parseTypedData.test.ts): change none lightly. */
function toDetails(problem: TypedDataProblem): string | undefined {
  switch (problem.code) {
    case 'invalid_shape':
      return 'an object with domain, types and message is expected'
    case 'unknown_key':
      return `unknown key "${problem.key}"`
    case 'invalid_struct_name':
      return `"${problem.type}" cannot be the name of a type`
    case 'invalid_type_fields':
      return `type ${problem.type} must be a list of { name, type }`
    case 'invalid_member_name':
      return `type ${problem.type} has a member named "${problem.member}"`
    case 'duplicate_member':
      return `type ${problem.type} declares "${problem.member}" twice`
    case 'unknown_type':
      return `${problem.path} has the unknown type "${problem.type}"`
    case 'domain_type_member':
      return `${problem.path} cannot be an EIP712Domain`
    case 'invalid_primary_type':
    case 'unknown_primary_type':
      return 'primaryType must name one of the types besides EIP712Domain'
    case 'no_primary_type':
      return undefined
    case 'not_a_domain_field':
      return `${problem.path} is not an EIP-712 domain field`
    case 'domain_field_type':
      return `${problem.path} must be of type ${problem.expected}, not ${problem.type}`
    case 'chain_id_too_large':
      return `${problem.path} is larger than any chain id`
    case 'undeclared_field':
      return `${problem.path} is not declared in the types`
    case 'missing_field':
      return `${problem.path} is missing`
    case 'too_deep':
      return `${problem.path} is nested deeper than ${problem.maxDepth} levels`
    case 'too_many_types':
      return `${problem.given} types are declared, at most ${problem.max} are accepted`
    case 'too_many_members':
      return `the types declare more than ${problem.max} members in all`
    case 'array_too_long':
      return `${problem.path} has ${problem.given} elements, at most ${problem.max} are accepted`
    case 'too_many_values':
      return `the typed data holds more than ${problem.max} values (${problem.path} is one too many)`
    case 'too_much_text':
      return `its strings and bytes hold more than ${problem.max} characters in all (at ${problem.path})`
    case 'not_an_object':
      return `${problem.path} must be an object`
    case 'not_an_array':
      return `${problem.path} must be an array (${problem.type})`
    case 'array_length':
      return `${problem.path} must have ${problem.expected} elements, not ${problem.given}`
    case 'invalid_address':
      return `${problem.path} is not a valid address`
    case 'not_a_bool':
      return `${problem.path} must be true or false`
    case 'not_a_string':
      return `${problem.path} must be a string`
    case 'not_hex_bytes':
      return problem.size === undefined
        ? `${problem.path} must be 0x-prefixed hex bytes`
        : `${problem.path} must be 0x-prefixed hex of ${problem.size} bytes`
    case 'bytes_size':
      return `${problem.path} has ${problem.given} bytes, ${problem.type} holds ${problem.expected}`
    case 'not_an_integer':
    case 'unsafe_number':
      return `${problem.path} must be an integer (${problem.type})`
    case 'integer_out_of_range':
      return `${problem.path} is out of range for ${problem.type}`
    case 'not_hashable':
      return problem.reason
  }
}
