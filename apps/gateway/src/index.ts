export { createApp } from './app.ts'
export {
  type ChainConfig,
  type ChainConfigInput,
  ConfigError,
  devchainChainConfig,
  type GatewayConfig,
  type GatewayConfigInput,
  parseConfig,
} from './config.ts'
export { createDeps } from './createDeps.ts'
export { createDatabase, type Database, type DatabaseOptions } from './db/database.ts'
export { MigrationError, migrateToLatest } from './db/migrate.ts'
export type { ChainRuntime, Deps } from './deps.ts'
export {
  ForbiddenError,
  GatewayError,
  InputError,
  NotFoundError,
  RouteNotFoundError,
  toHttpError,
  UnauthorizedError,
  UpstreamError,
  UpstreamSchemaError,
} from './errors.ts'
export { buildContentSecurityPolicy } from './http/securityHeaders.ts'
export { type WebRuntimeConfig, webConfigPlaceholder } from './http/webApp.ts'
export { loadConfig } from './loadConfig.ts'
export { type CaughtMail, type MailCatcher, startMailCatcher } from './modules/emails/mailCatcher.ts'
export { type StartedGateway, startGateway } from './startGateway.ts'
