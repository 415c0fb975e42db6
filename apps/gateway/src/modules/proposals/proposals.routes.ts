import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Deps } from '../../createDeps.ts'
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

/** Propose, confirm and delete queued multisig transactions (gateway-contract.md §6.14-§6.16). */
export function proposalsRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.post(
    '/v1/chains/:chainId/transactions/:safeAddress/propose',
    {
      schema: {
        tags,
        summary: 'Propose a multisig transaction, or add signatures to one proposed before',
        description:
          'Checked against the chain before anything is stored: nonce not below the Safe\'s (422 "Invalid nonce"), ' +
          'delegatecall only to trusted targets (422 "Delegate call is disabled"), the safeTxHash recomputed ' +
          '(422 "Invalid safeTxHash" / "Could not calculate safeTxHash"), every signature verified (EOA, eth_sign, ' +
          'approved hash, EIP-1271) and signed by an owner or a delegate, the sender among the signers ' +
          '(422 "Invalid signature"). Answers the stored transaction.',
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
      schema: {
        tags,
        summary: "Add one owner's confirmation to a queued transaction",
        description:
          '404 for an unknown transaction; 422 "Invalid nonce" once executed or outdated; 422 "Invalid signature" ' +
          'unless it is exactly one valid signature of a current owner; 422 when that owner already confirmed.',
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
      schema: {
        tags,
        summary: 'Delete a queued transaction, signed by its proposer',
        description:
          'The signature is EIP-712 `DeleteRequest { safeTxHash, totp }` in the domain ' +
          '`{ name: "Safe Transaction Service", version: "1.0", chainId, verifyingContract: safe }`, with ' +
          '`totp = floor(unixSeconds / 3600)` (this hour or the previous one), by the proposer or the delegate ' +
          'who proposed. 200 with an empty body.',
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
