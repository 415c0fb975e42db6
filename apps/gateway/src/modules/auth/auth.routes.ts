import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps.ts'
import { isSecureRequest } from '../../http/securityHeaders.ts'
import { AuthMeSchema, AuthNonceSchema, VerifyAuthBodySchema } from './auth.schema.ts'
import { endSession, getSession, issueAuthNonce, verifyAuth } from './auth.service.ts'

export const sessionCookieName = 'access_token'

export function authRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const rateLimit = { max: deps.config.auth.rateLimitPerMinute, timeWindow: '1 minute' }
  const publicUrlIsHttps = deps.config.publicUrl.startsWith('https:')
  const cookieOptions = (request: FastifyRequest) => ({
    httpOnly: true,
    path: '/',
    sameSite: 'lax' as const,
    secure: isSecureRequest(request, publicUrlIsHttps),
  })
  const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store')

  r.get(
    '/v1/auth/nonce',
    {
      config: { rateLimit },
      schema: { tags: ['auth'], summary: 'A single-use SIWE nonce', response: { 200: AuthNonceSchema } },
    },
    async (_request, reply) => {
      noStore(reply)
      return issueAuthNonce(deps)
    },
  )

  r.post(
    '/v1/auth/verify',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with Ethereum: sets the access_token cookie',
        body: VerifyAuthBodySchema,
        response: { 200: z.undefined() },
      },
    },
    async (request, reply) => {
      const { token, maxAgeSeconds } = await verifyAuth(deps, request.body)
      noStore(reply)
      reply.setCookie(sessionCookieName, token, { ...cookieOptions(request), maxAge: maxAgeSeconds })
      return reply.code(200).send()
    },
  )

  r.post(
    '/v1/auth/logout',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Ends the session: revokes its token server side and clears the cookie',
        response: { 200: z.undefined() },
      },
    },
    async (request, reply) => {
      await endSession(deps, request.cookies[sessionCookieName])
      noStore(reply)
      reply.clearCookie(sessionCookieName, cookieOptions(request))
      return reply.code(200).send()
    },
  )

  r.get(
    '/v1/auth/me',
    {
      config: { rateLimit },
      schema: { tags: ['auth'], summary: 'The signed-in account, or 403', response: { 200: AuthMeSchema } },
    },
    async (request, reply) => {
      noStore(reply)
      const { signerAddress, chainId } = await getSession(deps, request.cookies[sessionCookieName])
      return { id: signerAddress, authMethod: 'siwe' as const, signerAddress, chainId }
    },
  )
}
