import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { SafeCallBodySchema } from '../simulation/simulation.schema.ts'
import { toTxServicePage } from './toTxServicePage.ts'
import type { MultisigFilter } from './txService.repository.ts'
import {
  isYes,
  LimitOffsetQuerySchema,
  ModuleTransactionsQuerySchema,
  type MultisigTransactionsQuery,
  MultisigTransactionsQuerySchema,
  ProposeTransactionBodySchema,
  SafeAddressParamsSchema,
  SafeTxHashParamsSchema,
  SignatureBodySchema,
  TxServiceConfirmationSchema,
  TxServiceMultisigTransactionSchema,
  TxServiceSignatureSchema,
  toPageWindow,
  txServicePageSchema,
} from './txService.schema.ts'
import {
  confirmTxServiceTransaction,
  deleteTxServiceTransaction,
  estimateTxServiceTransaction,
  getTxServiceConfirmations,
  getTxServiceMultisigTransaction,
  listTxServiceAllTransactions,
  listTxServiceIncomingTransfers,
  listTxServiceModuleTransactions,
  listTxServiceMultisigTransactions,
  proposeTxServiceTransaction,
} from './txService.service.ts'
import { txServicePrefix as api, type TxServiceContext, txServiceTags as tags } from './txServiceContext.ts'

/** Bodies capped as the CGW propose and confirm routes cap theirs (proposals.routes.ts). */
const proposeBodyLimit = 264 * 1024
const confirmBodyLimit = 16 * 1024

function toMultisigFilter(query: MultisigTransactionsQuery): MultisigFilter {
  return {
    ...(query.executed !== undefined && { executed: isYes(query.executed) }),
    ...(query.trusted !== undefined && { trusted: isYes(query.trusted) }),
    ...(query.has_confirmations !== undefined && { hasConfirmations: isYes(query.has_confirmations) }),
    ...(query.nonce !== undefined && { nonce: Number(query.nonce) }),
    ...(query.nonce__gte !== undefined && { nonceGte: Number(query.nonce__gte) }),
    ...(query.nonce__lt !== undefined && { nonceLt: Number(query.nonce__lt) }),
    ...(query.ordering !== undefined && { ordering: query.ordering }),
  }
}

/** Multisig transactions: list, read, propose, confirm, delete (the Transaction Service's v1 and v2 paths). */
export function txServiceTransactionsRoutes(app: FastifyInstance, { deps, chainId }: TxServiceContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const publicUrl = deps.config.publicUrl

  for (const version of ['v1', 'v2']) {
    r.get(
      `${api}/${version}/safes/:address/multisig-transactions/`,
      {
        schema: {
          tags,
          response: { 200: txServicePageSchema(TxServiceMultisigTransactionSchema) },
          summary: "A Safe's multisig transactions (Transaction Service)",
          description:
            'Newest nonce first unless `ordering` says otherwise; untrusted (unsigned) proposals are listed ' +
            'too, as the service lists them, unless `trusted=true`. 404 for a Safe not indexed.',
          params: SafeAddressParamsSchema,
          querystring: MultisigTransactionsQuerySchema,
        },
      },
      async (request) => {
        const page = toPageWindow(request.query)
        const list = await listTxServiceMultisigTransactions(
          deps,
          { chainId, address: request.params.address, filter: toMultisigFilter(request.query) },
          page,
        )
        return toTxServicePage(request, page, list, publicUrl)
      },
    )

    r.get(
      `${api}/${version}/multisig-transactions/:safeTxHash/`,
      {
        schema: {
          tags,
          response: { 200: TxServiceMultisigTransactionSchema },
          summary: 'One multisig transaction by safeTxHash (Transaction Service)',
          description:
            'Executed ones carry `isExecuted`, `isSuccessful`, `transactionHash`, `blockNumber`. 404 when unknown.',
          params: SafeTxHashParamsSchema,
        },
      },
      (request) => getTxServiceMultisigTransaction(deps, { chainId, safeTxHash: request.params.safeTxHash }),
    )

    r.get(
      `${api}/${version}/safes/:address/all-transactions/`,
      {
        schema: {
          tags,
          summary:
            "A Safe's transactions (Transaction Service): its multisig transactions, newest nonce first",
          params: SafeAddressParamsSchema,
          querystring: LimitOffsetQuerySchema,
        },
      },
      async (request) => {
        const page = toPageWindow(request.query)
        const list = await listTxServiceAllTransactions(
          deps,
          { chainId, address: request.params.address },
          page,
        )
        return toTxServicePage(request, page, list, publicUrl)
      },
    )
  }

  r.post(
    `${api}/v2/safes/:address/multisig-transactions/`,
    {
      bodyLimit: proposeBodyLimit,
      schema: {
        tags,
        summary: 'Propose a multisig transaction (Transaction Service)',
        description:
          'The same checks as `POST /v1/chains/{chainId}/transactions/{safe}/propose` (signatures against the ' +
          'chain, owners and delegates, trusted delegatecall targets): the same row. 201 with no body; ' +
          'a refusal is a 4xx JSON body with `message`.',
        params: SafeAddressParamsSchema,
        body: ProposeTransactionBodySchema,
      },
    },
    async (request, reply) => {
      await proposeTxServiceTransaction(deps, {
        chainId,
        address: request.params.address,
        body: request.body,
      })
      return reply.code(201).send()
    },
  )

  r.delete(
    `${api}/v2/multisig-transactions/:safeTxHash/`,
    {
      bodyLimit: 1024,
      schema: {
        tags,
        summary: 'Delete a queued transaction, signed by its proposer (Transaction Service)',
        params: SafeTxHashParamsSchema,
        body: SignatureBodySchema,
      },
    },
    async (request, reply) => {
      await deleteTxServiceTransaction(deps, {
        chainId,
        safeTxHash: request.params.safeTxHash,
        body: request.body,
      })
      return reply.code(204).send()
    },
  )

  r.get(
    `${api}/v1/multisig-transactions/:safeTxHash/confirmations/`,
    {
      schema: {
        tags,
        response: { 200: txServicePageSchema(TxServiceConfirmationSchema) },
        summary: "A multisig transaction's confirmations (Transaction Service)",
        params: SafeTxHashParamsSchema,
        querystring: LimitOffsetQuerySchema,
      },
    },
    async (request) => {
      const page = toPageWindow(request.query)
      const { count, results } = await getTxServiceConfirmations(deps, {
        chainId,
        safeTxHash: request.params.safeTxHash,
      })
      const shown = results.slice(page.offset, page.offset + page.limit)
      return toTxServicePage(request, page, { count, results: shown }, publicUrl)
    },
  )

  r.post(
    `${api}/v1/multisig-transactions/:safeTxHash/confirmations/`,
    {
      bodyLimit: confirmBodyLimit,
      schema: {
        tags,
        response: { 201: TxServiceSignatureSchema },
        summary: "Add one owner's confirmation (Transaction Service)",
        description: 'The same checks as the CGW confirmation route. 201 with `{ signature }`.',
        params: SafeTxHashParamsSchema,
        body: SignatureBodySchema,
      },
    },
    async (request, reply) => {
      const confirmed = await confirmTxServiceTransaction(deps, {
        chainId,
        safeTxHash: request.params.safeTxHash,
        body: request.body,
      })
      return reply.code(201).send(confirmed)
    },
  )

  r.post(
    `${api}/v1/safes/:address/multisig-transactions/estimations/`,
    {
      bodyLimit: proposeBodyLimit,
      schema: {
        tags,
        summary: 'safeTxGas for a call from the Safe (Transaction Service)',
        description:
          'Simulated as `POST /v2/chains/{chainId}/safes/{safe}/multisig-transactions/estimations` is.',
        params: SafeAddressParamsSchema,
        body: SafeCallBodySchema,
      },
    },
    (request) =>
      estimateTxServiceTransaction(deps, { chainId, address: request.params.address, body: request.body }),
  )

  r.get(
    `${api}/v1/safes/:address/module-transactions/`,
    {
      schema: {
        tags,
        summary: "Transactions a Safe's modules executed (Transaction Service)",
        params: SafeAddressParamsSchema,
        querystring: ModuleTransactionsQuerySchema,
      },
    },
    async (request) => {
      const { module, ...window } = request.query
      const page = toPageWindow(window)
      const list = await listTxServiceModuleTransactions(
        deps,
        { chainId, address: request.params.address, ...(module !== undefined && { module }) },
        page,
      )
      return toTxServicePage(request, page, list, publicUrl)
    },
  )

  r.get(
    `${api}/v1/safes/:address/incoming-transfers/`,
    {
      schema: {
        tags,
        summary: 'Native, ERC-20 and ERC-721 transfers into a Safe (Transaction Service)',
        params: SafeAddressParamsSchema,
        querystring: LimitOffsetQuerySchema,
      },
    },
    async (request) => {
      const page = toPageWindow(request.query)
      const list = await listTxServiceIncomingTransfers(
        deps,
        { chainId, address: request.params.address },
        page,
      )
      return toTxServicePage(request, page, list, publicUrl)
    },
  )
}
