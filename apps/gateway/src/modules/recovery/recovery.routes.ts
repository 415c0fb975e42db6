import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps.ts'
import { createSafeScopedCache } from '../../live/safeScopedCache.ts'
import { sessionCookieName } from '../auth/index.ts'
import type { Recovery } from './recovery.schema.ts'
import {
  RecoveryModuleParamsSchema,
  RecoveryParamsSchema,
  RecoverySchema,
  RegisterRecoveryBodySchema,
} from './recovery.schema.ts'
import { getRecovery, registerRecovery, unregisterRecovery } from './recovery.service.ts'
import { recoveryValidUntil } from './recoveryValidUntil.ts'

const tags = ['recovery']

/** A module address in JSON: 1 KB is room to spare; anything larger is refused (413) unread. */
const bodyLimit = 1024

const authText =
  'Needs the SIWE `access_token` cookie (403 `Forbidden resource` without a valid one). 401 `Unauthorized` ' +
  'when the session was signed in on another chain, or its signer is not an owner of the Safe now (read ' +
  'from the node)'

/** Recovery (a Delay modifier with recoverers): the indexer's view of it, and its alert registrations (§15). */
export function recoveryRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  // A Safe's recovery changes with its Delays (the indexer), its owners and modules (the indexer), its
  // alert registrations (the routes below), each announced on the change bus, and with time alone when a
  // proposal expires: kept per Safe until one of them, and serialized once (memoizedSerializerCompiler).
  const recoveries = createSafeScopedCache<Recovery>(deps.changes, { now: deps.now })
  app.addHook('onClose', async () => recoveries.close())

  r.get(
    '/v1/chains/:chainId/safes/:safeAddress/recovery',
    {
      schema: {
        tags,
        summary: "Coffer extension: the Safe's recovery modules and their proposals",
        description:
          'Not part of the Safe Client Gateway. Every Delay modifier the indexer found enabled on the Safe (its ' +
          'cooldown and expiration in seconds, nonces, recoverers, whether it is still enabled and registered ' +
          'for alerts) with its proposals newest first: every pending one and the latest 20 settled ones, ' +
          'each decoded (a MultiSend of owner changes expanded), with `newSetup` (the owners and threshold it ' +
          'would leave, from the current ones) and its `status`: PENDING, EXECUTED, SKIPPED (cancelled by the ' +
          'owners) or EXPIRED. Times are unix milliseconds. A Safe without recovery has `modules: []`.',
        params: RecoveryParamsSchema,
        response: { 200: RecoverySchema },
      },
    },
    async (request, reply) =>
      reply
        .code(200)
        .send(
          await recoveries.get(
            { chainId: Number(request.params.chainId), safe: request.params.safeAddress },
            'recovery',
            () => getRecovery(deps, request.params),
            recoveryValidUntil,
          ),
        ),
  )

  r.post(
    '/v1/chains/:chainId/safes/:safeAddress/recovery',
    {
      bodyLimit,
      schema: {
        tags,
        summary: 'Register a recovery module for alerts (the SDK’s registerRecoveryModule)',
        description:
          `${authText}, or \`moduleAddress\` is not enabled on the Safe. Registered Delays alert the Safe's ` +
          'devices (push) and verified emails (category `account_recovery`) when a recovery is proposed, ' +
          'shortly before it becomes executable, and when it is executed or cancelled. 200 with an empty body.',
        params: RecoveryParamsSchema,
        body: RegisterRecoveryBodySchema,
        response: { 200: z.undefined() },
      },
    },
    async (request, reply) => {
      await registerRecovery(deps, {
        ...request.params,
        moduleAddress: request.body.moduleAddress,
        sessionToken: request.cookies[sessionCookieName],
      })
      return reply.code(200).send()
    },
  )

  r.delete(
    '/v1/chains/:chainId/safes/:safeAddress/recovery/:moduleAddress',
    {
      schema: {
        tags,
        summary: 'Unregister a recovery module from alerts',
        description: `${authText}. 204, also when the module was not registered.`,
        params: RecoveryModuleParamsSchema,
        response: { 204: z.undefined() },
      },
    },
    async (request, reply) => {
      await unregisterRecovery(deps, {
        ...request.params,
        sessionToken: request.cookies[sessionCookieName],
      })
      return reply.code(204).send()
    },
  )
}
