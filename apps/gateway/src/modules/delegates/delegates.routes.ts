import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps.ts'
import { parseCursor, toCursorUrl, toPageCursors } from '../../http/paging.ts'
import { createSafeScopedCache } from '../../live/safeScopedCache.ts'
import {
  AddDelegateBodySchema,
  DelegateAddressParamsSchema,
  type DelegatePage,
  DelegatePageSchema,
  DelegatesParamsSchema,
  type DelegatesQuery,
  DelegatesQuerySchema,
  RemoveDelegateBodySchema,
  RemoveDelegateV1BodySchema,
  RemoveSafeDelegateV1BodySchema,
  SafeDelegateParamsSchema,
} from './delegates.schema.ts'
import {
  addDelegate,
  listDelegates,
  removeDelegate,
  removeDelegateV1,
  removeSafeDelegateV1,
} from './delegates.service.ts'

const tags = ['delegates']

/**
 * A delegation body is three addresses, a label of at most 50 characters and one signature (4 KB at most,
 * as hex): 16 KB is room to spare, and anything larger is refused (413) before it is read.
 */
const writeBodyLimit = 16 * 1024

const v2Signature =
  'EIP-712 `Delegate { delegateAddress: address, totp: uint256 }` in the domain ' +
  '`{ name: "Safe Transaction Service", version: "1.0", chainId }` (or the same domain without `chainId`), ' +
  '`totp = floor(unixSeconds / 3600)` of this hour or the previous one. One signature: an owner key ' +
  '(EIP-712, or eth_sign of the hash with v + 4) or a contract (EIP-1271, checked on chain).'
const v1Signature =
  'The deprecated scheme: keccak256 of the checksummed delegate address followed by the decimal ' +
  '`floor(unixSeconds / 3600)` (this hour or the previous one), signed as a raw hash, with eth_sign, or ' +
  'with personal_sign of that text. One signature: an owner key or a contract (EIP-1271).'
const refusals =
  '400 `{ code: 400, message }` when the signature or the ownership rule refuses (the transaction ' +
  "service's messages); 422 for a malformed body (the first zod issue); 404 for an unknown chain."

/** Addresses allowed to propose (not confirm) for an owner, optionally for one Safe (gateway-contract.md §10). */
export function delegatesRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>()

  // A Safe's delegates (`?safe=`: what the web app and the SDK ask for) are kept per Safe until a delegation
  // of it is added or removed (the service publishes it on the change bus), and serialized once each
  // (memoizedSerializerCompiler). Other filters (by delegator, delegate, label) are read each time.
  const pages = createSafeScopedCache<DelegatePage>(deps.changes)
  app.addHook('onClose', async () => pages.close())
  const readPage = async (
    request: FastifyRequest<{ Params: { chainId: string }; Querystring: DelegatesQuery }>,
  ): Promise<DelegatePage> => {
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
  }
  const list = (request: FastifyRequest<{ Params: { chainId: string }; Querystring: DelegatesQuery }>) => {
    const { safe } = request.query
    if (safe === undefined) return readPage(request)
    // The links in a page are absolute URLs of the host the request came to: part of the key.
    return pages.get(
      { chainId: Number(request.params.chainId), safe },
      `${request.protocol}://${request.host}${request.url}`,
      () => readPage(request),
    )
  }
  for (const version of ['v2', 'v1'] as const)
    r.get(
      `/${version}/chains/:chainId/delegates`,
      {
        schema: {
          tags,
          summary: 'Delegates (addresses allowed to propose for an owner)',
          description:
            'At least one of `safe`, `delegate`, `delegator` or `label` is required (422 otherwise). A ' +
            'delegation whose `safe` is null holds for every Safe its delegator owns.',
          ...(version === 'v1' && { deprecated: true }),
          params: DelegatesParamsSchema,
          querystring: DelegatesQuerySchema,
          response: { 200: DelegatePageSchema },
        },
      },
      list,
    )

  const empty = (reply: FastifyReply) => reply.code(200).send()

  for (const version of ['v2', 'v1'] as const)
    r.post(
      `/${version}/chains/:chainId/delegates`,
      {
        bodyLimit: writeBodyLimit,
        schema: {
          tags,
          summary: 'Add a delegate, or rename one',
          description:
            'Signed by the `delegator`. With a `safe`, the delegator must be one of its owners now (read ' +
            'from the chain); with `safe` null the delegate acts for every Safe the delegator owns. `label`: ' +
            `1 to 50 characters, trimmed. Signature: ${version === 'v2' ? v2Signature : v1Signature} ` +
            `Stored before the answer: 200 with an empty body. ${refusals}`,
          ...(version === 'v1' && { deprecated: true }),
          params: DelegatesParamsSchema,
          body: AddDelegateBodySchema,
          response: { 200: z.undefined() },
        },
      },
      async (request, reply) => {
        await addDelegate(deps, { chainId: request.params.chainId, body: request.body, scheme: version })
        return empty(reply)
      },
    )

  r.delete(
    '/v2/chains/:chainId/delegates/:delegateAddress',
    {
      bodyLimit: writeBodyLimit,
      schema: {
        tags,
        summary: 'Remove a delegate',
        description:
          'Signed by the delegator or the delegate. At least one of `delegator` and `safe` (422 otherwise); ' +
          'without `delegator`, the one that made this delegate a delegate for `safe` (404 if none). With ' +
          '`safe`, that delegation only; without, every delegation of the pair. 404 when nothing matches. ' +
          `Signature: ${v2Signature} 200 with an empty body. ${refusals}`,
        params: DelegateAddressParamsSchema,
        body: RemoveDelegateBodySchema,
        response: { 200: z.undefined() },
      },
    },
    async (request, reply) => {
      await removeDelegate(deps, {
        chainId: request.params.chainId,
        delegate: request.params.delegateAddress,
        body: request.body,
      })
      return empty(reply)
    },
  )

  r.delete(
    '/v1/chains/:chainId/delegates/:delegateAddress',
    {
      bodyLimit: writeBodyLimit,
      schema: {
        tags,
        summary: 'Remove a delegate (deprecated)',
        description:
          "Every delegation of the path's delegate by `delegator`, signed by either of them; the body's " +
          `\`delegate\` is not read (as CGW). 404 when nothing matches. Signature: ${v1Signature} 200 with an ` +
          `empty body. ${refusals}`,
        deprecated: true,
        params: DelegateAddressParamsSchema,
        body: RemoveDelegateV1BodySchema,
        response: { 200: z.undefined() },
      },
    },
    async (request, reply) => {
      await removeDelegateV1(deps, {
        chainId: request.params.chainId,
        delegate: request.params.delegateAddress,
        body: request.body,
      })
      return empty(reply)
    },
  )

  r.delete(
    '/v1/chains/:chainId/safes/:safeAddress/delegates/:delegateAddress',
    {
      bodyLimit: writeBodyLimit,
      schema: {
        tags,
        summary: 'Remove a delegate of one Safe (deprecated)',
        description:
          "The delegate's delegations for this Safe, whoever granted them, signed by a current owner of " +
          'the Safe (read from the chain) or by the delegate. The body must name the same `delegate` and ' +
          `\`safe\` as the URL (422 otherwise). 404 when nothing matches. Signature: ${v1Signature} 200 with ` +
          `an empty body. ${refusals}`,
        deprecated: true,
        params: SafeDelegateParamsSchema,
        body: RemoveSafeDelegateV1BodySchema,
        response: { 200: z.undefined() },
      },
    },
    async (request, reply) => {
      await removeSafeDelegateV1(deps, {
        chainId: request.params.chainId,
        path: { safe: request.params.safeAddress, delegate: request.params.delegateAddress },
        body: request.body,
      })
      return empty(reply)
    },
  )
}
