import { expect, it } from 'vitest'
import * as gateway from './index.ts'

it('exports the public API', () => {
  expect(Object.keys(gateway).sort()).toMatchInlineSnapshot(`
    [
      "ConfigError",
      "ForbiddenError",
      "GatewayError",
      "InputError",
      "MigrationError",
      "NotFoundError",
      "RouteNotFoundError",
      "UnauthorizedError",
      "UpstreamError",
      "UpstreamSchemaError",
      "buildContentSecurityPolicy",
      "createApp",
      "createDatabase",
      "createDeps",
      "devchainChainConfig",
      "loadConfig",
      "migrateToLatest",
      "parseConfig",
      "startGateway",
      "startMailCatcher",
      "toHttpError",
      "webConfigPlaceholder",
    ]
  `)
})
