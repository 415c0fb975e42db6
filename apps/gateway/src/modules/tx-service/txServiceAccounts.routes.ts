import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AddDelegateBodySchema, RemoveDelegateBodySchema } from '../delegates/delegates.schema.ts'
import { ProposeMessageBodySchema } from '../messages/messages.schema.ts'
import { toTxServicePage } from './toTxServicePage.ts'
import {
  DelegateParamsSchema,
  DelegatesQuerySchema,
  LimitOffsetQuerySchema,
  MessageHashParamsSchema,
  OwnerParamsSchema,
  SafeAddressParamsSchema,
  SignatureBodySchema,
  TokenParamsSchema,
  TokensQuerySchema,
  TxServiceDelegateSchema,
  TxServiceSafeInfoSchema,
  TxServiceSafeMessageSchema,
  TxServiceTokenSchema,
  toPageWindow,
  txServicePageSchema,
} from './txService.schema.ts'
import { getTxServiceCreation, getTxServiceOwnedSafes, getTxServiceSafe } from './txService.service.ts'
import {
  addTxServiceDelegate,
  addTxServiceMessage,
  addTxServiceMessageSignature,
  decodeTxServiceData,
  getTxServiceAbout,
  getTxServiceMessage,
  getTxServiceToken,
  listTxServiceDelegates,
  listTxServiceMessages,
  listTxServiceSingletons,
  listTxServiceTokens,
  removeTxServiceDelegate,
} from './txServiceAccounts.service.ts'
import { txServicePrefix as api, type TxServiceContext, txServiceTags as tags } from './txServiceContext.ts'

const DecoderBodySchema = z.object({
  data: z
    .string()
    .regex(/^0x([0-9a-fA-F]{2})+$/, 'Invalid hex bytes')
    .max(2 * 128 * 1024, 'Data too large'),
  to: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'Invalid address')
    .optional(),
})

/** Safes, owners, delegates, messages, the decoder, tokens and the service's about. */
export function txServiceAccountsRoutes(app: FastifyInstance, { deps, chainId }: TxServiceContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const publicUrl = deps.config.publicUrl

  r.get(`${api}/v1/about`, { schema: { tags, summary: 'The service (Transaction Service)' } }, () =>
    getTxServiceAbout(deps),
  )

  r.get(
    `${api}/v1/about/singletons/`,
    { schema: { tags, summary: 'Safe singletons (Transaction Service)' } },
    () => listTxServiceSingletons(deps, { chainId }),
  )

  r.get(
    `${api}/v1/safes/:address/`,
    {
      schema: {
        tags,
        response: { 200: TxServiceSafeInfoSchema },
        summary: 'A Safe: nonce (a string), owners, threshold, masterCopy, modules, handler, guard, version',
        params: SafeAddressParamsSchema,
      },
    },
    (request) => getTxServiceSafe(deps, { chainId, address: request.params.address }),
  )

  r.get(
    `${api}/v1/safes/:address/creation/`,
    { schema: { tags, summary: "A Safe's creation (Transaction Service)", params: SafeAddressParamsSchema } },
    (request) => getTxServiceCreation(deps, { chainId, address: request.params.address }),
  )

  for (const version of ['v1', 'v2']) {
    r.get(
      `${api}/${version}/owners/:owner/safes/`,
      { schema: { tags, summary: 'Safes of an owner (Transaction Service)', params: OwnerParamsSchema } },
      (request) => getTxServiceOwnedSafes(deps, { chainId, owner: request.params.owner }),
    )
  }

  r.get(
    `${api}/v2/delegates/`,
    {
      schema: {
        tags,
        response: { 200: txServicePageSchema(TxServiceDelegateSchema) },
        summary: 'Delegates (Transaction Service v2)',
        querystring: DelegatesQuerySchema,
      },
    },
    async (request) => {
      const { limit, offset, ...query } = request.query
      const page = toPageWindow({ limit, offset })
      const list = await listTxServiceDelegates(deps, { chainId, query }, page)
      return toTxServicePage(request, page, list, publicUrl)
    },
  )

  r.post(
    `${api}/v2/delegates/`,
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        summary: 'Add a delegate, signed by its delegator (EIP-712 `Delegate`, Transaction Service v2)',
        body: AddDelegateBodySchema,
      },
    },
    async (request, reply) => {
      await addTxServiceDelegate(deps, { chainId, body: request.body })
      return reply.code(201).send()
    },
  )

  r.delete(
    `${api}/v2/delegates/:delegate/`,
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        summary: 'Remove a delegate, signed by the delegator or the delegate (Transaction Service v2)',
        params: DelegateParamsSchema,
        body: RemoveDelegateBodySchema,
      },
    },
    async (request, reply) => {
      await removeTxServiceDelegate(deps, { chainId, delegate: request.params.delegate, body: request.body })
      return reply.code(204).send()
    },
  )

  r.get(
    `${api}/v1/messages/:messageHash/`,
    {
      schema: {
        tags,
        response: { 200: TxServiceSafeMessageSchema },
        summary: 'A Safe message (Transaction Service)',
        params: MessageHashParamsSchema,
      },
    },
    (request) => getTxServiceMessage(deps, { chainId, messageHash: request.params.messageHash }),
  )

  r.post(
    `${api}/v1/messages/:messageHash/signatures/`,
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        summary: "Add an owner's signature to a message (Transaction Service)",
        params: MessageHashParamsSchema,
        body: SignatureBodySchema,
      },
    },
    async (request, reply) => {
      await addTxServiceMessageSignature(deps, {
        chainId,
        messageHash: request.params.messageHash,
        body: request.body,
      })
      return reply.code(201).send()
    },
  )

  r.get(
    `${api}/v1/safes/:address/messages/`,
    {
      schema: {
        tags,
        response: { 200: txServicePageSchema(TxServiceSafeMessageSchema) },
        summary: "A Safe's messages, newest first (Transaction Service)",
        params: SafeAddressParamsSchema,
        querystring: LimitOffsetQuerySchema,
      },
    },
    async (request) => {
      const page = toPageWindow(request.query)
      const list = await listTxServiceMessages(deps, { chainId, address: request.params.address }, page)
      return toTxServicePage(request, page, list, publicUrl)
    },
  )

  r.post(
    `${api}/v1/safes/:address/messages/`,
    {
      bodyLimit: 512 * 1024,
      schema: {
        tags,
        summary: 'Propose a message with its first signature (Transaction Service)',
        params: SafeAddressParamsSchema,
        body: ProposeMessageBodySchema,
      },
    },
    async (request, reply) => {
      await addTxServiceMessage(deps, { chainId, address: request.params.address, body: request.body })
      return reply.code(201).send()
    },
  )

  r.post(
    `${api}/v1/data-decoder/`,
    {
      bodyLimit: 264 * 1024,
      schema: { tags, summary: 'Decode calldata (Transaction Service)', body: DecoderBodySchema },
    },
    (request) =>
      decodeTxServiceData(deps, {
        chainId,
        data: request.body.data,
        ...(request.body.to !== undefined && { to: request.body.to }),
      }),
  )

  r.get(
    `${api}/v1/tokens/`,
    {
      schema: {
        tags,
        response: { 200: txServicePageSchema(TxServiceTokenSchema) },
        summary: 'Tokens seen on the chain (Transaction Service)',
        querystring: TokensQuerySchema,
      },
    },
    async (request) => {
      const { limit, offset, search, address } = request.query
      const page = toPageWindow({ limit, offset })
      const list = await listTxServiceTokens(
        deps,
        { chainId, ...(search !== undefined && { search }), ...(address !== undefined && { address }) },
        page,
      )
      return toTxServicePage(request, page, list, publicUrl)
    },
  )

  r.get(
    `${api}/v1/tokens/:tokenAddress/`,
    {
      schema: {
        tags,
        response: { 200: TxServiceTokenSchema },
        summary: 'One token (Transaction Service)',
        params: TokenParamsSchema,
      },
    },
    (request) => getTxServiceToken(deps, { chainId, address: request.params.tokenAddress }),
  )
}
