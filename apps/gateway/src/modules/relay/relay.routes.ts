import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { createRelayer, type Relayer } from './createRelayer.ts'
import {
  RelayBodySchema,
  RelayCountParamsSchema,
  RelayCountResponseSchema,
  RelayParamsSchema,
  RelayResponseSchema,
  RelayStatusParamsSchema,
  RelayStatusResponseSchema,
} from './relay.schema.ts'
import { getRelayCount, getRelayStatus, relayTransaction } from './relay.service.ts'

/** gateway-contract.md §12: sponsored execution from each chain's configured relayer. */
export function relayRoutes(app: FastifyInstance, deps: Deps): void {
  // One relayer (and one send queue) per chain for this app instance.
  const relayers = new Map<number, Relayer>()
  for (const runtime of deps.chains.values()) {
    const relayer = createRelayer(deps.db, runtime)
    if (relayer) relayers.set(runtime.config.chainId, relayer)
  }
  const relayDeps = { ...deps, relayers }
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.post(
    '/v1/chains/:chainId/relay',
    {
      schema: {
        tags: ['relay'],
        summary: 'Relay a fully signed Safe transaction (the gateway pays the gas)',
        description:
          'Accepts `execTransaction` on a Safe, `multiSend` of one Safe’s `execTransaction`s on the official ' +
          'MultiSend(CallOnly), or `createProxyWithNonce` on the official factory. Simulated from the relayer ' +
          'first. Errors are CGW bodies `{ message, statusCode }`: 422 when refused or when it would revert ' +
          '(`code: SIMULATION_FAILED`), 429 past the per-Safe limit, 403 without a relayer.',
        params: RelayParamsSchema,
        body: RelayBodySchema,
        response: { 201: RelayResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await relayTransaction(relayDeps, {
        chainId: request.params.chainId,
        body: request.body,
      })
      return reply.code(201).send(result)
    },
  )

  routes.get(
    '/v1/chains/:chainId/relay/status/:taskId',
    {
      schema: {
        tags: ['relay'],
        summary: 'Status of a relayed transaction',
        description: '100 pending, 200 success, 400 reverted on chain, 500 dropped by the node.',
        params: RelayStatusParamsSchema,
        response: { 200: RelayStatusResponseSchema },
      },
    },
    (request) => getRelayStatus(relayDeps, request.params),
  )

  routes.get(
    '/v1/chains/:chainId/relay/:safeAddress',
    {
      schema: {
        tags: ['relay'],
        summary: 'Relays left for an address in its current window',
        params: RelayCountParamsSchema,
        response: { 200: RelayCountResponseSchema },
      },
    },
    (request) =>
      getRelayCount(relayDeps, { chainId: request.params.chainId, address: request.params.safeAddress }),
  )
}
