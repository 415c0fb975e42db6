import cors from '@fastify/cors'
import type { FastifyInstance, FastifyRequest } from 'fastify'

const allowedHeaders = ['Content-Type', 'Safe-Wallet-Signature', 'Safe-Wallet-Signature-Timestamp']

export type CorsOptions = {
  /** The web app's origins: every method, and credentials on `/v1/auth/*`. */
  allowedOrigins: readonly string[]
  /**
   * The first-party Safe Apps' origin: reads only (the transaction builder reads the contract registry), never
   * with credentials, and never the auth routes, so an app cannot act with a person's session.
   */
  safeAppsOrigin?: string | undefined
}

/**
 * CORS for the configured web origins only. Credentials (the SIWE session cookie) are allowed on
 * `/v1/auth/*` alone: the SDK sends cookies nowhere else, so no other route needs to accept them.
 */
export async function registerCors(app: FastifyInstance, { allowedOrigins, safeAppsOrigin }: CorsOptions) {
  const origins = new Set(allowedOrigins)
  await app.register(cors, {
    hideOptionsRoute: true,
    delegator: (request, callback) => {
      const path = request.url.split('?')[0] ?? ''
      const isAuth = path.startsWith('/v1/auth/')
      callback(null, {
        origin: (origin, cb) =>
          cb(
            null,
            origin !== undefined &&
              (origins.has(origin) || (origin === safeAppsOrigin && !isAuth && isRead(request))),
          ),
        methods: ['GET', 'POST', 'PUT', 'DELETE'],
        allowedHeaders,
        credentials: isAuth,
        maxAge: 600,
        strictPreflight: false,
      })
    },
  })
}

/** A GET, or the preflight of one. */
function isRead(request: FastifyRequest): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return true
  return request.method === 'OPTIONS' && request.headers['access-control-request-method'] === 'GET'
}
