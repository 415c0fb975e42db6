import type { GatewayConfig } from '../../config.ts'
import { findSafeAppById } from '../safe-apps/index.ts'
import type { SafeAppInfo } from './toSafeMessage.ts'

/** The name and logo of the catalog's Safe App a message came from (listed or not); none when unknown. */
export function findSafeAppInfo(
  config: GatewayConfig,
  { chainId, safeAppId }: { chainId: number; safeAppId: number | null },
): SafeAppInfo {
  const app = safeAppId === null ? undefined : findSafeAppById({ config }, { chainId, id: safeAppId })
  return { name: app?.name ?? null, logoUri: app?.iconUrl ?? null }
}
