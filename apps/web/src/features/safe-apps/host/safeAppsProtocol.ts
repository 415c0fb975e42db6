import * as z from 'zod/mini'

/**
 * The Safe Apps postMessage protocol as the host sees it (docs: /work/shared/design/safe-apps-protocol.md,
 * §1–§3): requests from `@safe-global/safe-apps-sdk` ≥ 1 and the envelopes we answer with.
 */

/** Every method of the SDK's `Methods` enum (9.1.0). */
export const safeAppMethods = [
  'sendTransactions',
  'rpcCall',
  'getChainInfo',
  'getSafeInfo',
  'getTxBySafeTxHash',
  'getSafeBalances',
  'signMessage',
  'signTypedMessage',
  'getEnvironmentInfo',
  'getOffChainSignature',
  'requestAddressBook',
  'wallet_getPermissions',
  'wallet_requestPermissions',
] as const
export type SafeAppMethod = (typeof safeAppMethods)[number]

export function isSafeAppMethod(method: string): method is SafeAppMethod {
  return safeAppMethods.some((known) => known === method)
}

/**
 * The SDK version we speak, sent as every answer's `version`: the SDK drops an answer without a string
 * version whose major is at least 1, and the app then waits for ever.
 */
export const hostSdkVersion = '9.1.0'

/** `{ major, minor, patch }` of a version string such as "9.1.0" or "7.11.0-beta"; undefined if unreadable. */
export function parseSdkVersion(
  version: string,
): { major: number; minor: number; patch: number } | undefined {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version)
  if (!match) return undefined
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) }
}

/** Whether `version` is at least `minimum`, both "x.y.z". */
export function isSdkVersionAtLeast(version: string, minimum: string): boolean {
  const have = parseSdkVersion(version)
  const want = parseSdkVersion(minimum)
  if (!have || !want) return false
  if (have.major !== want.major) return have.major > want.major
  if (have.minor !== want.minor) return have.minor > want.minor
  return have.patch >= want.patch
}

const RequestEnvelopeSchema = z.object({
  // The SDK writes 10 hex characters; anything string-shaped and short is answered.
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  method: z.string().check(z.minLength(1), z.maxLength(100)),
  params: z.optional(z.unknown()),
  env: z.object({ sdkVersion: z.string() }),
})

export type SafeAppRequest = {
  id: string
  /** A known SDK method, or any other name (answered "not implemented"). */
  method: string
  params: unknown
  sdkVersion: string
}

/**
 * A request we answer, or undefined for a message to ignore: not an SDK request, or from an SDK older
 * than 1.0 (the v0 protocol had no ids, so it could not be answered anyway). Requests carry the app's SDK
 * version in `env.sdkVersion`; `version` is on answers only.
 */
export function parseSafeAppRequest(data: unknown): SafeAppRequest | undefined {
  const envelope = RequestEnvelopeSchema.safeParse(data)
  if (!envelope.success) return undefined
  const version = parseSdkVersion(envelope.data.env.sdkVersion)
  if (!version || version.major < 1) return undefined
  const { id, method, params, env } = envelope.data
  return { id, method, params, sdkVersion: env.sdkVersion }
}

export type SafeAppResponse =
  | { id: string; success: true; data: unknown; version: string }
  | { id: string; success: false; error: string; version: string }

export function toSuccessResponse(id: string, data: unknown): SafeAppResponse {
  return { id, success: true, data, version: hostSdkVersion }
}

export function toErrorResponse(id: string, error: string): SafeAppResponse {
  return { id, success: false, error, version: hostSdkVersion }
}

/**
 * A refusal whose message the app may read: the validation texts of the SDK and its provider
 * ("No transactions were passed", "Invalid safeTxHash", …) and the owner's "Transaction was rejected".
 * Any other failure reaches the app as `requestFailedMessage`, so no internal detail leaks into a
 * third-party frame.
 */
export class SafeAppRequestError extends Error {
  override name = 'SafeAppRequestError' as const
}

export const requestFailedMessage = 'Request failed'

/** The text an app reads for a failure. */
export function toAppErrorMessage(error: unknown): string {
  return error instanceof SafeAppRequestError ? error.message : requestFailedMessage
}

/** How a method the host does not offer is refused (the provider's wording for unsupported calls). */
export function notImplementedMessage(method: string): string {
  return `"${method}" not implemented`
}
