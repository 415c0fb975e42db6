import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps.ts'
import { getReadiness } from './health.service.ts'

const ReadinessSchema = z.object({
  ready: z.boolean(),
  database: z.boolean(),
  chains: z.array(z.object({ chainId: z.number(), ok: z.boolean(), error: z.string().nullable() })),
})

export function healthRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: 200 as soon as the server serves',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  )

  r.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: 200 when the database and every chain RPC answer, else 503',
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (_request, reply) => {
      const readiness = await getReadiness(deps)
      reply.header('Cache-Control', 'no-store')
      return reply.code(readiness.ready ? 200 : 503).send(readiness)
    },
  )
}
