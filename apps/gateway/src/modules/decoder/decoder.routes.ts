import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { DataDecodedSchema, DataDecoderBodySchema, DataDecoderParamsSchema } from './decoder.schema.ts'
import { decodeData } from './decoder.service.ts'

export function decoderRoutes(app: FastifyInstance, deps: Deps): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/chains/:chainId/data-decoder',
    {
      schema: {
        tags: ['decoder'],
        summary: 'Decode calldata sent to a contract',
        description:
          'Decodes with the ABI of `to` from the local contract registry, else by function selector from a built-in signature list (no remote lookups). MultiSend batches are expanded into `valueDecoded`. Data that matches nothing answers 404 `{ code: 404, message: "An error occurred" }`.',
        params: DataDecoderParamsSchema,
        body: DataDecoderBodySchema,
        response: { 200: DataDecodedSchema },
      },
    },
    async (request, reply) => {
      const decoded = await decodeData(deps, { ...request.params, ...request.body })
      // CGW answers this POST with 200, not Nest's default 201.
      return reply.code(200).send(decoded)
    },
  )
}
