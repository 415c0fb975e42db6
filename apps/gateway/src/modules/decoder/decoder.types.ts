/** Decoded calldata as CGW sends it (gateway-contract.md §4.4). */

export type DecodingAccuracy = 'FULL_MATCH' | 'PARTIAL_MATCH' | 'ONLY_FUNCTION_MATCH' | 'NO_MATCH' | 'UNKNOWN'

/** Strings (decimal numbers, checksummed addresses, 0x hex, True/False) or nested arrays of them. */
export type DecodedValue = string | DecodedValue[]

export type DecodedParameter = {
  name: string
  type: string
  value: DecodedValue
  /** Only on MultiSend's `transactions`: the unpacked calls (null when the bytes do not parse). */
  valueDecoded?: InternalTransaction[] | null
}

export type DataDecoded = {
  method: string
  parameters: DecodedParameter[] | null
  /** Only at the top level: how the function was identified. */
  accuracy?: DecodingAccuracy
}

export type InternalTransaction = {
  operation: 0 | 1
  to: string
  value: string | null
  data: string | null
  dataDecoded: DataDecoded | null
}
