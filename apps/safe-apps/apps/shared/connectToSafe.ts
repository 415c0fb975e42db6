import SafeAppsSDK, { type ChainInfo, type SafeInfoExtended } from '@safe-global/safe-apps-sdk'

export type SafeConnection =
  | { status: 'connected'; sdk: SafeAppsSDK; safe: SafeInfoExtended; chain: ChainInfo }
  /** Opened on its own, or in a frame whose host does not answer the Safe Apps SDK. */
  | { status: 'outside' }

/**
 * Asks the host for its Safe and chain. The SDK waits for ever outside a Safe host, so the first answer is
 * raced against `timeoutMs`; a host answers from memory, well within it.
 */
export async function connectToSafe({
  timeoutMs = 3000,
}: {
  timeoutMs?: number
} = {}): Promise<SafeConnection> {
  if (window.parent === window) return { status: 'outside' }
  const sdk = new SafeAppsSDK()
  const safe = await withTimeout(sdk.safe.getInfo(), timeoutMs)
  if (safe === undefined) return { status: 'outside' }
  const chain = await sdk.safe.getChainInfo()
  return { status: 'connected', sdk, safe, chain }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(undefined), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}
