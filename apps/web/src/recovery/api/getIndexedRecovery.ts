import { type Address, type Hex, isHex } from 'viem'
import * as z from 'zod/mini'
import { gatewayGet, gatewaySend } from '../../gateway/gatewayClient.ts'
import { orNull } from '../../gateway/orNull.ts'
import { parseGatewayResponse } from '../../gateway/parseGatewayResponse.ts'
import { AddressSchema } from '../../gateway/SafeInfoSchema.ts'
import { safeQueryKeys } from '../../gateway/safeQueryKeys.ts'

const HexSchema = z.custom<Hex>((value) => isHex(value, { strict: true }), 'not hex')

/** One proposal of a Delay module as the gateway indexed it (Coffer's `GET …/recovery` extension). */
export const IndexedRecoveryProposalSchema = z.object({
  queueNonce: z.number(),
  txHash: HexSchema,
  to: AddressSchema,
  value: z.string(),
  data: orNull(HexSchema),
  operation: z.number(),
  proposer: orNull(AddressSchema),
  transactionHash: HexSchema,
  /** Unix milliseconds. */
  addedAt: z.number(),
  status: z.enum(['PENDING', 'EXECUTED', 'SKIPPED', 'EXPIRED']),
  executedTransactionHash: orNull(HexSchema),
})
export type IndexedRecoveryProposal = z.infer<typeof IndexedRecoveryProposalSchema>

const IndexedRecoveryModuleSchema = z.object({
  address: AddressSchema,
  enabled: z.boolean(),
  /** Registered for recovery alerts (`POST …/recovery`). */
  registered: z.boolean(),
  proposals: z.array(IndexedRecoveryProposalSchema),
})
export type IndexedRecoveryModule = z.infer<typeof IndexedRecoveryModuleSchema>

const IndexedRecoverySchema = z.object({ modules: z.array(IndexedRecoveryModuleSchema) })

/**
 * What the gateway's indexer knows of the Safe's Delay modules: their proposals (pending and recently
 * settled) and whether owners are alerted. The chain stays the judge of what is pending: the browser
 * checks each call against the hash the Delay stores (readRecoveryQueue).
 */
export async function getIndexedRecovery(chainId: string, safe: Address): Promise<IndexedRecoveryModule[]> {
  const { modules } = await parseGatewayResponse(
    () => gatewayGet(`/v1/chains/${chainId}/safes/${safe}/recovery`),
    IndexedRecoverySchema,
    'recovery state',
  )
  return modules
}

/**
 * The one cached read of the index, shared by the cards and Settings; under the Safe's recovery key, so
 * every change of the Safe (and a wallet call of the cards) reads it again.
 */
export function indexedRecoveryQuery(chainId: string, safe: Address) {
  return {
    queryKey: [...safeQueryKeys.recovery(chainId, safe), 'indexed'] as const,
    queryFn: () => getIndexedRecovery(chainId, safe),
  }
}

/**
 * Turns recovery alerts for a Delay module on or off (contract §15: `POST …/recovery`,
 * `DELETE …/recovery/{module}`). The gateway asks for the owner's SIWE session, sent as its cookie.
 */
export async function setRecoveryAlerts({
  chainId,
  safe,
  delayModule,
  on,
}: {
  chainId: string
  safe: Address
  delayModule: Address
  on: boolean
}): Promise<void> {
  const path = `/v1/chains/${chainId}/safes/${safe}/recovery`
  await (on
    ? gatewaySend('POST', path, { moduleAddress: delayModule }, { credentials: 'include' })
    : gatewaySend('DELETE', `${path}/${delayModule}`, undefined, { credentials: 'include' }))
}
