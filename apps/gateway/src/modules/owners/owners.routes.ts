import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import {
  AllOwnedSafesSchema,
  AllOwnedSafesV2Schema,
  ChainOwnerParamsSchema,
  OwnedSafesSchema,
  OwnerParamsSchema,
} from './owners.schema.ts'
import { getAllOwnedSafes, getOwnedSafes } from './owners.service.ts'

export function ownersRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get(
    '/v1/chains/:chainId/owners/:ownerAddress/safes',
    {
      schema: {
        tags: ['owners'],
        summary: 'Safes an address owns on one chain',
        params: ChainOwnerParamsSchema,
        response: { 200: OwnedSafesSchema },
      },
    },
    async (request) => getOwnedSafes(deps, request.params),
  )

  r.get(
    '/v1/owners/:ownerAddress/safes',
    {
      schema: {
        tags: ['owners'],
        summary: 'Safes an address owns on every configured chain (SDK getAllOwnedSafes)',
        params: OwnerParamsSchema,
        response: { 200: AllOwnedSafesSchema },
      },
    },
    async (request) => getAllOwnedSafes(deps, request.params),
  )

  r.get(
    '/v2/owners/:ownerAddress/safes',
    {
      schema: {
        tags: ['owners'],
        summary: 'Safes an address owns on every configured chain (null where a chain failed)',
        params: OwnerParamsSchema,
        response: { 200: AllOwnedSafesV2Schema },
      },
    },
    async (request) => getAllOwnedSafes(deps, request.params),
  )
}
