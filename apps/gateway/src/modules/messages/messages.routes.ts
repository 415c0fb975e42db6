import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { parseCursor, toCursorUrl } from '../../http/paging.ts'
import { createSafeScopedCache } from '../../live/safeScopedCache.ts'
import { watchUnknownSafe } from '../safes/watchUnknownSafe.ts'
import {
  ConfirmMessageBodySchema,
  EmptyResponseSchema,
  MessageHashParamsSchema,
  ProposeMessageBodySchema,
  type SafeMessagePage,
  SafeMessagePageSchema,
  SafeMessageSchema,
  SafeMessagesParamsSchema,
  SafeMessagesQuerySchema,
} from './messages.schema.ts'
import { confirmMessage, getMessage, listSafeMessages, proposeMessage } from './messages.service.ts'

const tags = ['messages']

/** Typed data of real dapps (Permit2, Seaport orders) is a few KB; nothing legitimate comes near this. */
const proposeBodyLimitBytes = 64 * 1024
/** One signature part, with a contract owner's dynamic part (itself maybe a nested Safe's signatures). */
const confirmBodyLimitBytes = 16 * 1024

/** Off-chain Safe messages (gateway-contract.md §9): list, read, propose, confirm. */
export function messagesRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const listDeps = { ...deps, onUnknownSafe: watchUnknownSafe(deps) }
  // Whole pages, serialized once each (the app's memoizedSerializerCompiler): a page's messages, their
  // signatures and typed data are checked against the schema and encoded once, not per poll. A page
  // changes only with the Safe (a proposal, a confirmation, a SignMsg, its owners or threshold), which the
  // change bus announces.
  const pages = createSafeScopedCache<SafeMessagePage>(deps.changes)
  app.addHook('onClose', async () => pages.close())

  r.get(
    '/v1/chains/:chainId/safes/:safeAddress/messages',
    {
      schema: {
        tags,
        summary: "The Safe's off-chain messages, newest first, each UTC day after its DATE_LABEL",
        description:
          "Status and `preparedSignature` are computed from the Safe's current owners and threshold (a page " +
          'is kept until the Safe changes: a message, a confirmation, its owners or threshold). 404 for a Safe ' +
          'the gateway does not index.',
        params: SafeMessagesParamsSchema,
        querystring: SafeMessagesQuerySchema,
        response: { 200: SafeMessagePageSchema },
      },
    },
    async (request) =>
      // The links in a page are absolute URLs of the host the request came to: part of the key.
      pages.get(
        { chainId: Number(request.params.chainId), safe: request.params.safeAddress },
        `${request.protocol}://${request.host}${request.url}`,
        async () => {
          const { count, results, next, previous } = await listSafeMessages(listDeps, {
            chainId: request.params.chainId,
            safeAddress: request.params.safeAddress,
            page: parseCursor(request.query.cursor),
          })
          return {
            count,
            next: toCursorUrl(request, next, deps.config.publicUrl),
            previous: toCursorUrl(request, previous, deps.config.publicUrl),
            results,
          }
        },
      ),
  )

  r.get(
    '/v1/chains/:chainId/messages/:messageHash',
    {
      schema: {
        tags,
        summary: 'One off-chain message by its Safe message hash',
        description: '404 `{ code: 404, message: "An error occurred" }` for an unknown hash.',
        params: MessageHashParamsSchema,
        response: { 200: SafeMessageSchema },
      },
    },
    (request) => getMessage(deps, request.params),
  )

  r.post(
    '/v1/chains/:chainId/safes/:safeAddress/messages',
    {
      bodyLimit: proposeBodyLimitBytes,
      schema: {
        tags,
        summary: 'Propose a message with the first owner signature',
        description:
          'The message hash is recomputed (a text: EIP-191; typed data: EIP-712, checked — 422 "Invalid typed ' +
          'data: …" or "Please specify primaryType") and wrapped in the Safe\'s `SafeMessage` domain for its ' +
          'version (422 "Could not calculate messageHash" without one); the one signature must be valid as the ' +
          'Safe would check it and by a current owner (422 "Invalid signature"); a message already stored is ' +
          `refused (422 "Message with hash … already exists in DB"). Bodies above ${proposeBodyLimitBytes / 1024} KB: ` +
          '413. 202 with an empty body once stored.',
        params: SafeMessagesParamsSchema,
        body: ProposeMessageBodySchema,
        response: { 202: EmptyResponseSchema },
      },
    },
    async (request, reply) => {
      await proposeMessage(deps, {
        chainId: request.params.chainId,
        safeAddress: request.params.safeAddress,
        body: request.body,
      })
      return reply.code(202).send()
    },
  )

  r.post(
    '/v1/chains/:chainId/messages/:messageHash/signatures',
    {
      bodyLimit: confirmBodyLimitBytes,
      schema: {
        tags,
        summary: "Add one owner's signature to a stored message",
        description:
          '404 for an unknown message; 422 "Invalid messageHash" when the stored message no longer hashes to it; ' +
          '422 "Invalid signature" unless it is exactly one valid signature of a current owner; 422 "Signature ' +
          `for owner … already exists". Bodies above ${confirmBodyLimitBytes / 1024} KB: 413. 200 with an ` +
          'empty body once stored.',
        params: MessageHashParamsSchema,
        body: ConfirmMessageBodySchema,
        response: { 200: EmptyResponseSchema },
      },
    },
    async (request, reply) => {
      await confirmMessage(deps, {
        chainId: request.params.chainId,
        messageHash: request.params.messageHash,
        body: request.body,
      })
      return reply.code(200).send()
    },
  )
}
