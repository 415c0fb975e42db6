import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { TransactionDetailsSchema } from '../transactions/transactions.schema.ts'
import {
  ConfirmBodySchema,
  DeleteBodySchema,
  ProposeBodySchema,
  ProposeParamsSchema,
  SafeTxHashParamsSchema,
} from './proposals.schema.ts'
import { confirmTransaction, deleteTransaction, proposeTransaction } from './proposals.service.ts'

const tags = ['transactions']

/**
 * Request bodies are capped per route at what a real request needs, well under the app's 1 MiB for all
 * routes (`app.ts`): a larger one is a 413 before it is read. A proposal's data and signatures travel in
 * one `execTransaction`, which a node's pool takes up to 128 KiB (geth's txMaxSize): twice that in hex, plus
 * the other fields. A confirmation is one owner's signature (a contract owner's may carry its own owners'
 * signatures); a deletion is one 65-byte signature.
 */
const maxTransactionBytes = 128 * 1024
const proposeBodyLimit = 2 * maxTransactionBytes + 8 * 1024
const confirmBodyLimit = 16 * 1024
const deleteBodyLimit = 1024

/** Propose, confirm and delete queued multisig transactions (gateway-contract.md §6.14-§6.16). */
export function proposalsRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.post(
    '/v1/chains/:chainId/transactions/:safeAddress/propose',
    {
      bodyLimit: proposeBodyLimit,
      schema: {
        tags,
        summary: 'Propose a multisig transaction, or add signatures to one proposed before',
        description:
          'Checked against the chain before anything is stored: nonce not below the Safe\'s (422 "Invalid nonce"), ' +
          'delegatecall only to trusted targets (422 "Delegate call is disabled"), the safeTxHash recomputed ' +
          '(422 "Invalid safeTxHash" / "Could not calculate safeTxHash"), every signature verified (EOA, eth_sign, ' +
          'approved hash, EIP-1271) and signed by an owner or a delegate, the sender among the signers ' +
          '(422 "Invalid signature"), at most one signature per owner (422 otherwise). Without a signature the ' +
          'proposal is stored untrusted and attributed to no one: `trusted: false`, `proposer: null`, listed by ' +
          'the queue with `trusted=false` only. Answers the stored transaction. ' +
          `Bodies over ${proposeBodyLimit / 1024} KiB: 413.`,
        params: ProposeParamsSchema,
        body: ProposeBodySchema,
        response: { 200: TransactionDetailsSchema },
      },
    },
    (request) =>
      proposeTransaction(deps, {
        chainId: request.params.chainId,
        safeAddress: request.params.safeAddress,
        body: request.body,
      }),
  )

  r.post(
    '/v1/chains/:chainId/transactions/:safeTxHash/confirmations',
    {
      bodyLimit: confirmBodyLimit,
      schema: {
        tags,
        summary: "Add one owner's confirmation to a queued transaction",
        description:
          '404 for an unknown transaction; 422 "Invalid nonce" once executed or outdated; 422 "Invalid signature" ' +
          'unless it is exactly one valid signature of a current owner; 422 when that owner already confirmed. ' +
          `Bodies over ${confirmBodyLimit / 1024} KiB: 413.`,
        params: SafeTxHashParamsSchema,
        body: ConfirmBodySchema,
        response: { 200: TransactionDetailsSchema },
      },
    },
    (request) =>
      confirmTransaction(deps, {
        chainId: request.params.chainId,
        safeTxHash: request.params.safeTxHash,
        body: request.body,
      }),
  )

  r.delete(
    '/v1/chains/:chainId/transactions/:safeTxHash',
    {
      bodyLimit: deleteBodyLimit,
      schema: {
        tags,
        summary: 'Delete a queued transaction, signed by its proposer',
        description:
          'The signature is EIP-712 `DeleteRequest { safeTxHash, totp }` in the domain ' +
          '`{ name: "Safe Transaction Service", version: "1.0", chainId, verifyingContract: safe }`, with ' +
          '`totp = floor(unixSeconds / 3600)` (this hour or the previous one), by the proposer or the delegate ' +
          `who proposed. 200 with an empty body. Bodies over ${deleteBodyLimit / 1024} KiB: 413.`,
        params: SafeTxHashParamsSchema,
        body: DeleteBodySchema,
      },
    },
    async (request, reply) => {
      await deleteTransaction(deps, {
        chainId: request.params.chainId,
        safeTxHash: request.params.safeTxHash,
        body: request.body,
      })
      return reply.code(200).send()
    },
  )
}
