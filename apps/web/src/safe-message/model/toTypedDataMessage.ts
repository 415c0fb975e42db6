import {
  type ParsedTypedData,
  type TypedDataProblem as ParseTypedDataProblem,
  parseTypedData,
  TypedDataError,
} from '@coffer/safe'

/**
 * Typed data as the browser keeps it: checked by `@coffer/safe`'s `parseTypedData` (the gateway's checks),
 * with its types, primary type and domain as parsed, and its message as the dapp wrote it. The message
 * stays JSON (integers as written, not bigints): it is shown, and sent to the gateway, which hashes it the
 * same way.
 */
export type TypedDataMessage = Omit<ParsedTypedData, 'message'> & {
  message: Readonly<Record<string, unknown>>
}

/** Why typed data cannot be signed: `parseTypedData`'s problem, or pasted text that is not JSON. */
export type TypedDataProblem = ParseTypedDataProblem | { code: 'not_json'; reason: string }

export type TypedDataMessageResult =
  | { ok: true; value: TypedDataMessage }
  | { ok: false; problem: TypedDataProblem }

/** Typed data from a paste, a Safe App or the gateway, checked; a refusal is data for the UI to word. */
export function toTypedDataMessage(input: unknown): TypedDataMessageResult {
  let parsed: ParsedTypedData
  try {
    parsed = parseTypedData(input)
  } catch (error) {
    if (error instanceof TypedDataError) return { ok: false, problem: error.problem }
    throw error
  }
  // parseTypedData accepted `input`, so its message is a record of exactly the declared members.
  const message = isRecord(input) && isRecord(input.message) ? input.message : parsed.message
  return { ok: true, value: { ...parsed, message } }
}

/** `toTypedDataMessage` of pasted JSON text. */
export function parseTypedDataJson(text: string): TypedDataMessageResult {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    return {
      ok: false,
      problem: { code: 'not_json', reason: error instanceof Error ? error.message : String(error) },
    }
  }
  return toTypedDataMessage(json)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
