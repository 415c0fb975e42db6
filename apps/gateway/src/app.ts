import fastifyCookie from '@fastify/cookie'
import fastifyRateLimit from '@fastify/rate-limit'
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import type { Deps } from './deps.ts'
import { RouteNotFoundError, toHttpError } from './errors.ts'
import { registerCors } from './http/cors.ts'
import { memoizedSerializerCompiler } from './http/memoizedSerializer.ts'
import {
  type ApplySecurityHeaders,
  registerSecurityHeaders,
  type SecurityHeadersOptions,
} from './http/securityHeaders.ts'
import { createGatewayServerGuard, registerRequestHeadCheck } from './http/serverGuard.ts'
import { validatorCompiler } from './http/validatorCompiler.ts'
import { isSpaFallbackPath, registerWebApp, type WebApp } from './http/webApp.ts'
import { aboutRoutes } from './modules/about/about.routes.ts'
import { authRoutes } from './modules/auth/auth.routes.ts'
import { balancesRoutes } from './modules/balances/balances.routes.ts'
import { chainsRoutes } from './modules/chains/chains.routes.ts'
import { listChains } from './modules/chains/chains.service.ts'
import { collectiblesRoutes } from './modules/collectibles/collectibles.routes.ts'
import { contractsRoutes } from './modules/contracts/contracts.routes.ts'
import { decoderRoutes } from './modules/decoder/decoder.routes.ts'
import { delegatesRoutes } from './modules/delegates/delegates.routes.ts'
import { emailsRoutes } from './modules/emails/emails.routes.ts'
import { eventsRoutes } from './modules/events/events.routes.ts'
import { exportRoutes } from './modules/export/export.routes.ts'
import { healthRoutes } from './modules/health/health.routes.ts'
import { indexingRoutes } from './modules/indexing/indexing.routes.ts'
import { messagesRoutes } from './modules/messages/messages.routes.ts'
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts'
import { ownersRoutes } from './modules/owners/owners.routes.ts'
import { positionsRoutes } from './modules/positions/positions.routes.ts'
import { proposalsRoutes } from './modules/proposals/proposals.routes.ts'
import { queueRoutes } from './modules/queue/queue.routes.ts'
import { recoveryRoutes } from './modules/recovery/recovery.routes.ts'
import { relayRoutes } from './modules/relay/relay.routes.ts'
import { safeAppsRoutes } from './modules/safe-apps/safeApps.routes.ts'
import { safesRoutes } from './modules/safes/safes.routes.ts'
import { simulationRoutes } from './modules/simulation/simulation.routes.ts'
import { transactionsRoutes } from './modules/transactions/transactions.routes.ts'
import { txServiceRoutes } from './modules/tx-service/txService.routes.ts'

/** Request bodies above this are refused with 413; nothing the API accepts comes close. */
const bodyLimitBytes = 1024 * 1024

/**
 * Builds the HTTP app over a dependency bag: cross-cutting plugins, every module's routes, the OpenAPI
 * document, the optional web app, and the single error funnel (`toHttpError`). Does not listen.
 */
export async function createApp(deps: Deps): Promise<FastifyInstance> {
  const { config } = deps
  const security: SecurityHeadersOptions = {
    rpcUrls: config.chains.map((chain) => chain.publicRpcUrl ?? chain.rpcUrl),
    safeAppsOrigin: config.safeAppsOrigin,
    safeAppsAllowedOrigins: config.safeAppsAllowedOrigins,
    walletConnectProjectId: config.walletConnectProjectId,
    gatewayUrl: config.webGatewayUrl,
    publicUrlIsHttps: config.publicUrl.startsWith('https:'),
  }
  // Assigned right after Fastify() is built; framework errors cannot occur before the first request.
  let applySecurityHeaders: ApplySecurityHeaders = () => {}
  // What Node answers before Fastify sees a request (parser errors, its own 4xx) goes through the guard,
  // with the security headers and the contract's body. It logs through Fastify's logger, which exists
  // once Fastify() returns — before any connection can reach the guard.
  const serverGuard = createGatewayServerGuard(security, {
    error: (details, message) => app.log.error(details, message),
    info: (details, message) => app.log.info(details, message),
  })
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: bodyLimitBytes,
    return503OnClosing: true,
    http: { ServerResponse: serverGuard.ServerResponse, requireHostHeader: false },
    clientErrorHandler: serverGuard.handleClientError,
    // Composite transaction ids reach ~118 characters; CGW accepts up to 256 per segment.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 256 },
    // Malformed URLs and similar router-level failures still answer through the funnel, with headers.
    frameworkErrors: (error, request, reply) => {
      applySecurityHeaders(request, reply)
      sendError(error, request, reply)
    },
  })
  serverGuard.watch(app.server)
  app.setValidatorCompiler(validatorCompiler)
  // Responses served from a cache are the same objects again: their JSON is remembered, not rebuilt.
  app.setSerializerCompiler(memoizedSerializerCompiler)
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply))

  // The SDK sends `Content-Type: application/json` with an empty body on some calls; CGW reads that as {}.
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (text === '') return done(null, {})
    return defaultJsonParser(request, text, done)
  })

  applySecurityHeaders = registerSecurityHeaders(app, security)
  registerRequestHeadCheck(app)
  await registerCors(app, { allowedOrigins: config.allowedOrigins, safeAppsOrigin: config.safeAppsOrigin })
  await app.register(fastifyCookie)
  // Only routes that opt in (the auth routes) are limited; the store is per process.
  await app.register(fastifyRateLimit, { global: false })

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Coffer gateway',
        description: 'Safe Client Gateway-compatible API of Coffer',
        version: '0.0.0',
      },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  })
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' })

  healthRoutes(app, deps)
  aboutRoutes(app, deps)
  chainsRoutes(app, deps)
  indexingRoutes(app, deps)
  eventsRoutes(app, deps)
  balancesRoutes(app, deps)
  positionsRoutes(app, deps)
  safesRoutes(app, deps)
  ownersRoutes(app, deps)
  collectiblesRoutes(app, deps)
  transactionsRoutes(app, deps)
  proposalsRoutes(app, deps)
  messagesRoutes(app, deps)
  queueRoutes(app, deps)
  simulationRoutes(app, deps)
  contractsRoutes(app, deps)
  decoderRoutes(app, deps)
  delegatesRoutes(app, deps)
  notificationsRoutes(app, deps)
  emailsRoutes(app, deps)
  recoveryRoutes(app, deps)
  authRoutes(app, deps)
  relayRoutes(app, deps)
  safeAppsRoutes(app, deps)
  txServiceRoutes(app, deps)
  exportRoutes(app, deps)

  const web: WebApp | undefined = config.webDistDir
    ? await registerWebApp(app, {
        distDir: config.webDistDir,
        runtimeConfig: {
          walletConnectProjectId: config.walletConnectProjectId,
          safeAppsOrigin: config.safeAppsOrigin,
          safeAppsAllowedOrigins: config.safeAppsAllowedOrigins,
          gatewayUrl: config.webGatewayUrl,
          ...(config.webGatewayUrl
            ? {}
            : { chains: listChains(deps, { limit: deps.chains.size, offset: 0 }).results }),
        },
      })
    : undefined

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    if (web && (request.method === 'GET' || request.method === 'HEAD') && isSpaFallbackPath(pathname))
      return web.sendIndex(reply)
    throw new RouteNotFoundError(request.method, request.url)
  })

  return app
}

/**
 * Sends the funnel's body as JSON text. Not as an object: Fastify would serialize it with the route's
 * response schema for that status, and a route that declares one for its own answer (the empty 400 of a
 * wrong email code) would then fail to serialize the framework's 400 for bad JSON, a 500.
 */
function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { status, body, isServerFault } = toHttpError(error)
  if (isServerFault) request.log.error({ err: error }, 'request failed')
  return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body))
}
