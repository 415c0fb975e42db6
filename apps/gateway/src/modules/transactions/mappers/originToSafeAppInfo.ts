import type { SafeAppInfo } from '../../safe-apps/safeApps.schema.ts'
import type { MappingContext } from './mappingContext.ts'
import { parseOrigin } from './parseOrigin.ts'

/**
 * CGW `safeAppInfo`: the app of the catalog (listed or not) whose URL is the `url` of the proposal's origin
 * JSON; null when there is none or no app has it.
 */
export function originToSafeAppInfo(origin: string | null, ctx: MappingContext): SafeAppInfo | null {
  const { url } = parseOrigin(origin)
  return url === undefined ? null : ctx.findSafeApp(url)
}
