import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { ChainIdParamsSchema } from '../chains/chains.schema.ts'
import { AddressSchema } from '../contracts/contracts.schema.ts'
import {
  EstimationSchema,
  SafeCallBodySchema,
  SafeParamsSchema,
  SimulationSchema,
  TransactionPreviewSchema,
} from './simulation.schema.ts'
import { estimateTransaction, previewTransaction, simulateTransaction } from './simulation.service.ts'

const tags = ['transactions']

export function simulationRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.post(
    '/v1/chains/:chainId/transactions/:safeAddress/preview',
    {
      schema: {
        tags,
        summary: 'How a call of the Safe would show as a transaction (txInfo, txData), before proposing it',
        description: 'Unknown Safe: 404. Decoding that fails gives `dataDecoded: null`.',
        params: ChainIdParamsSchema.extend({ safeAddress: AddressSchema }),
        body: SafeCallBodySchema,
        response: { 200: TransactionPreviewSchema },
      },
    },
    async (request, reply) => {
      const preview = await previewTransaction(deps, { ...request.params, body: request.body })
      // CGW answers these POSTs with 200, not Nest's default 201.
      return reply.code(200).send(preview)
    },
  )

  r.post(
    '/v2/chains/:chainId/safes/:safeAddress/multisig-transactions/estimations',
    {
      schema: {
        tags,
        summary: "Nonces and safeTxGas for a new transaction; the call is simulated as the Safe's",
        description:
          'A call that would fail answers 422 `{ code: 422, message }` with the revert reason when it has one.',
        params: SafeParamsSchema,
        body: SafeCallBodySchema,
        // Error bodies are not declared: the serializer would apply one schema to every 422 (validation too).
        response: { 200: EstimationSchema },
      },
    },
    async (request, reply) => {
      const estimation = await estimateTransaction(deps, { ...request.params, body: request.body })
      return reply.code(200).send(estimation)
    },
  )

  r.post(
    '/v1/chains/:chainId/safes/:safeAddress/simulations',
    {
      schema: {
        tags,
        summary: 'Coffer extension: would this call succeed if the Safe executed it now?',
        description:
          'Not part of the Safe Client Gateway. Runs the call as the Safe at the latest block (simulateAndRevert with the SimulateTxAccessor, Safe 1.3.0+); nothing is sent and no signature is needed. A failing call is a 200 with `success: false`.',
        params: SafeParamsSchema,
        body: SafeCallBodySchema,
        response: { 200: SimulationSchema },
      },
    },
    async (request, reply) => {
      const simulation = await simulateTransaction(deps, { ...request.params, body: request.body })
      return reply.code(200).send(simulation)
    },
  )
}
