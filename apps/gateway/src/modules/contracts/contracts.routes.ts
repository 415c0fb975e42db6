import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { ContractParamsSchema, ContractSchema } from './contracts.schema.ts'
import { getContract } from './contracts.service.ts'
import { syncConfigContracts } from './syncConfigContracts.ts'

export function contractsRoutes(app: FastifyInstance, deps: Deps): void {
  // The config's contracts go into the database before the first request, for every module that names addresses.
  app.addHook('onReady', async () => {
    await syncConfigContracts(deps.db, deps.config.chains)
  })

  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/chains/:chainId/contracts/:contractAddress',
    {
      schema: {
        tags: ['contracts'],
        summary: 'A contract from the local registry (config, Safe and Zodiac contracts, tokens seen)',
        description:
          'Unknown contracts answer 404 `{ statusCode: 404, message: "Error fetching the contract data.", error: "Not Found" }`.',
        params: ContractParamsSchema,
        response: { 200: ContractSchema },
      },
    },
    async (request) => getContract(deps, request.params),
  )
}
