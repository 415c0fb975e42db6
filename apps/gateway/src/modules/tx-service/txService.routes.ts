import type { FastifyInstance } from 'fastify'
import type { Deps } from '../../deps.ts'
import { GatewayError } from '../../errors.ts'
import { txServiceAccountsRoutes } from './txServiceAccounts.routes.ts'
import { txServicePrefix as api, createTxServiceContext, txServiceTags as tags } from './txServiceContext.ts'
import { txServiceTransactionsRoutes } from './txServiceTransactions.routes.ts'

/**
 * A path of the service Coffer does not serve → 404 with Nest's body naming why. The funnel answers any
 * error carrying a 4xx `statusCode` that way (`errors.ts`).
 */
export class UnsupportedFeatureError extends GatewayError {
  override name = 'UnsupportedFeatureError'
  readonly statusCode = 404
}

/** ERC-4337 paths api-kit calls; Coffer does not run user operations, and says so. */
const userOperationPaths = [
  '/v1/safes/:address/safe-operations/',
  '/v1/safe-operations/:hash/',
  '/v1/safe-operations/:hash/confirmations/',
  '/v1/safes/:address/user-operations/',
  '/v1/user-operations/:hash/',
] as const

/**
 * The Safe Transaction Service API under `/api` (docs/tx-service.md), for `@safe-global/api-kit` and the
 * tools built on it. Any other path under `/api` is the app's JSON 404 (`http/webApp.ts` keeps it from the
 * web app's fallback page).
 */
export function txServiceRoutes(app: FastifyInstance, deps: Deps): void {
  const context = createTxServiceContext(deps)
  if (!context) return
  txServiceTransactionsRoutes(app, context)
  txServiceAccountsRoutes(app, context)
  for (const path of userOperationPaths) {
    app.route({
      method: ['GET', 'POST'],
      url: `${api}${path}`,
      schema: { tags, summary: 'ERC-4337 (not supported): always 404', hide: true },
      handler: () => {
        throw new UnsupportedFeatureError('ERC-4337 Safe operations are not supported by Coffer')
      },
    })
  }
}
