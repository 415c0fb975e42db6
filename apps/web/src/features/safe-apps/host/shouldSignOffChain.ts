import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import type { SafeAppSettings } from './decideRpcCall.ts'
import { isSdkVersionAtLeast } from './safeAppsProtocol.ts'
import type { AppSafeInfo } from './toAppSafeInfo.ts'

/** The first SDK whose apps understand an off-chain answer (`{messageHash, signature?}`). */
export const offChainSigningSdkVersion = '7.11.0'

/**
 * Whether a message is signed off chain (owners' signatures collected by the gateway, checked by EIP-1271)
 * rather than on chain (a SignMessageLib transaction). Safe{Wallet}'s rule: the Safe's version is known and
 * can check EIP-1271 signatures (natively before 1.3.0, through its fallback handler from 1.3.0), the chain
 * has the EIP1271 feature, the app's SDK knows the answer's shape, and the app did not ask for on-chain
 * signing through `safe_setSettings`.
 */
export function shouldSignOffChain({
  safe,
  chain,
  sdkVersion,
  settings,
}: {
  safe: Pick<AppSafeInfo, 'version' | 'fallbackHandler'>
  chain: { features: readonly ChainInfo['features'][number][] }
  sdkVersion: string
  settings: SafeAppSettings
}): boolean {
  if (!settings.offChainSigning || safe.version === null) return false
  if (!chain.features.includes('EIP1271')) return false
  if (!isSdkVersionAtLeast(sdkVersion, offChainSigningSdkVersion)) return false
  const [major = 0, minor = 0] = safe.version.split('.').map((part) => Number.parseInt(part, 10))
  const needsFallbackHandler = major > 1 || (major === 1 && minor >= 3)
  return !needsFallbackHandler || safe.fallbackHandler !== null
}
