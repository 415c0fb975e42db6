import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Deps } from '../../createDeps.ts'
import { parseCursor, toCursorUrl, toPageCursors } from '../../http/paging.ts'
import { DelegatePageSchema, DelegatesParamsSchema, DelegatesQuerySchema } from './delegates.schema.ts'
import { listDelegates } from './delegates.service.ts'

export function delegatesRoutes(app: FastifyInstance, deps: Deps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v2/chains/:chainId/delegates',
    {
      schema: {
        tags: ['delegates'],
        summary: 'Delegates (addresses allowed to propose for an owner)',
        description:
          'At least one of `safe`, `delegate`, `delegator` or `label` is required (422 otherwise).',
        params: DelegatesParamsSchema,
        querystring: DelegatesQuerySchema,
        response: { 200: DelegatePageSchema },
      },
    },
    async (request) => {
      const page = parseCursor(request.query.cursor)
      const { count, results } = await listDelegates(deps, {
        chainId: request.params.chainId,
        query: request.query,
        page,
      })
      const { next, previous } = toPageCursors(page, count)
      return {
        count,
        next: toCursorUrl(request, next, deps.config.publicUrl),
        previous: toCursorUrl(request, previous, deps.config.publicUrl),
        results,
      }
    },
  )
}
