import cors from '@fastify/cors'
import type { FastifyInstance } from 'fastify'

const allowedHeaders = ['Content-Type', 'Safe-Wallet-Signature', 'Safe-Wallet-Signature-Timestamp']

/**
 * CORS for the configured web origins only. Credentials (the SIWE session cookie) are allowed on
 * `/v1/auth/*` alone: the SDK sends cookies nowhere else, so no other route needs to accept them.
 */
export async function registerCors(
  app: FastifyInstance,
  { allowedOrigins }: { allowedOrigins: readonly string[] },
) {
  const origins = new Set(allowedOrigins)
  await app.register(cors, {
    hideOptionsRoute: true,
    delegator: (request, callback) => {
      const path = request.url.split('?')[0] ?? ''
      callback(null, {
        origin: (origin, cb) => cb(null, origin !== undefined && origins.has(origin)),
        methods: ['GET', 'POST', 'PUT', 'DELETE'],
        allowedHeaders,
        credentials: path.startsWith('/v1/auth/'),
        maxAge: 600,
        strictPreflight: false,
      })
    },
  })
}
