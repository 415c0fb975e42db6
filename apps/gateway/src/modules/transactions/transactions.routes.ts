import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { parseCursor, toCursorUrl } from '../../http/paging.ts'
import { createSafeScopedCache } from '../../live/safeScopedCache.ts'
import {
  CountedTransactionPageSchema,
  CreationTransactionSchema,
  HistoryPageSchema,
  HistoryQuerySchema,
  IncomingTransfersQuerySchema,
  ModuleTransactionsQuerySchema,
  MultisigTransactionsQuerySchema,
  SafeParamsSchema,
  TransactionDetailsSchema,
  TransactionIdParamsSchema,
  UncountedTransactionPageSchema,
} from './transactions.schema.ts'
import {
  getCreationTransaction,
  getHistory,
  getIncomingTransfers,
  getModuleTransactions,
  getMultisigTransactions,
  getTransactionDetails,
  type PageLinks,
} from './transactions.service.ts'

const tags = ['transactions']

type HistoryPage = {
  count: number
  next: string | null
  previous: string | null
  results: Awaited<ReturnType<typeof getHistory>>['results']
}

export function transactionsRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  // Counting a long history walks every row of the Safe; a page reads a few index entries. Both only
  // change when the Safe does, which the change bus announces.
  const historyCounts = createSafeScopedCache<number>(deps.changes)
  // Whole response pages, serialized once each (the app's memoizedSerializerCompiler): a long page's schema
  // check and JSON cost more than everything else it does.
  const historyPages = createSafeScopedCache<HistoryPage>(deps.changes)
  app.addHook('onClose', async () => {
    historyCounts.close()
    historyPages.close()
  })
  const links = (request: FastifyRequest, { next, previous }: PageLinks) => ({
    next: toCursorUrl(request, next, deps.config.publicUrl),
    previous: toCursorUrl(request, previous, deps.config.publicUrl),
  })

  r.get(
    '/v1/chains/:chainId/safes/:safeAddress/transactions/history',
    {
      schema: {
        tags,
        summary: "A Safe's executed transactions and transfers, newest first, with date labels",
        description:
          'Invalid `timezone`: 422 "Invalid Timezone". `trusted`/`imitation` must be true or false and `timezone_offset` an integer (400 otherwise).',
        params: SafeParamsSchema,
        querystring: HistoryQuerySchema,
        response: { 200: HistoryPageSchema },
      },
    },
    async (request) => {
      // The links in a page are absolute URLs of the host the request came to: part of the key.
      return historyPages.get(
        { chainId: Number(request.params.chainId), safe: request.params.safeAddress },
        `${request.protocol}://${request.host}${request.url}`,
        async () => {
          const cursor = parseCursor(request.query.cursor)
          const { next, previous, ...page } = await getHistory(
            deps,
            { ...request.params, query: request.query },
            cursor,
            historyCounts,
          )
          return { count: page.count, ...links(request, { next, previous }), results: page.results }
        },
      )
    },
  )

  r.get(
    '/v1/chains/:chainId/safes/:safeAddress/multisig-transactions',
    {
      schema: {
        tags,
        summary: "A Safe's trusted multisig transactions by nonce, highest first",
        params: SafeParamsSchema,
        querystring: MultisigTransactionsQuerySchema,
        response: { 200: UncountedTransactionPageSchema },
      },
    },
    async (request) => {
      const { next, previous, results } = await getMultisigTransactions(
        deps,
        { ...request.params, query: request.query },
        parseCursor(request.query.cursor),
      )
      return { ...links(request, { next, previous }), results }
    },
  )

  r.get(
    '/v1/chains/:chainId/safes/:safeAddress/module-transactions',
    {
      schema: {
        tags,
        summary: 'Transactions modules executed through a Safe, newest first',
        params: SafeParamsSchema,
        querystring: ModuleTransactionsQuerySchema,
        response: { 200: CountedTransactionPageSchema },
      },
    },
    async (request) => {
      const { next, previous, count, results } = await getModuleTransactions(
        deps,
        { ...request.params, query: request.query },
        parseCursor(request.query.cursor),
      )
      return { count, ...links(request, { next, previous }), results }
    },
  )

  r.get(
    '/v1/chains/:chainId/safes/:safeAddress/incoming-transfers',
    {
      schema: {
        tags,
        summary: 'Transfers into a Safe, newest first',
        description:
          'Zero-value and (with trusted=true, the default) untrusted ERC-20 transfers are removed after paging, so a page may be short or empty while `next` is set.',
        params: SafeParamsSchema,
        querystring: IncomingTransfersQuerySchema,
        response: { 200: UncountedTransactionPageSchema },
      },
    },
    async (request) => {
      const { next, previous, results } = await getIncomingTransfers(
        deps,
        { ...request.params, query: request.query },
        parseCursor(request.query.cursor),
      )
      return { ...links(request, { next, previous }), results }
    },
  )

  r.get(
    '/v1/chains/:chainId/safes/:safeAddress/transactions/creation',
    {
      schema: {
        tags,
        summary: "A Safe's creation (404 when it was not indexed)",
        params: SafeParamsSchema,
        response: { 200: CreationTransactionSchema },
      },
    },
    async (request) => getCreationTransaction(deps, request.params),
  )

  r.get(
    '/v1/chains/:chainId/transactions/:id',
    {
      schema: {
        tags,
        summary: 'One transaction by id (multisig_, module_, transfer_, creation_ or a safeTxHash)',
        description:
          'A malformed Safe segment answers 400 "Invalid transaction ID"; an unknown id 404. `creation_{safe}` ' +
          '(CGW answers 404 for it) gives the Creation txInfo and, as txData, the decoded setup call.',
        params: TransactionIdParamsSchema,
        response: { 200: TransactionDetailsSchema },
      },
    },
    async (request) => getTransactionDetails(deps, request.params),
  )
}
