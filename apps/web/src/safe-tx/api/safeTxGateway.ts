import type { SafeTx } from '@coffer/safe'
import type { Address, Hex } from 'viem'
import * as z from 'zod/mini'
import { gatewayGet, gatewaySend } from '../../gateway/gatewayClient.ts'
import { parseGatewayResponse } from '../../gateway/parseGatewayResponse.ts'
import {
  TransactionDataSchema,
  TransactionDetailsSchema,
} from '../../transactions/TransactionDetailsSchema.ts'
import { TransactionInfoSchema } from '../../transactions/TransactionInfoSchema.ts'

type SafeParameters = { chainId: string; safeAddress: Address }

export const NoncesSchema = z.object({
  currentNonce: z.int().check(z.nonnegative()),
  recommendedNonce: z.int().check(z.nonnegative()),
})
export type Nonces = z.infer<typeof NoncesSchema>

/** GET …/nonces (§6.21): the Safe's nonce and the next free one after the queue. */
export function getNonces({ chainId, safeAddress }: SafeParameters): Promise<Nonces> {
  return parseGatewayResponse(
    () => gatewayGet(`/v1/chains/${chainId}/safes/${safeAddress}/nonces`),
    NoncesSchema,
    'nonces',
  )
}

export const PreviewSchema = z.object({ txInfo: TransactionInfoSchema, txData: TransactionDataSchema })
export type Preview = z.infer<typeof PreviewSchema>

/** POST …/preview (§6.17): how the gateway decodes and describes a transaction before it exists. */
export function getTxPreview(
  { chainId, safeAddress }: SafeParameters,
  draft: { to: Address; value: bigint; data: Hex; operation: 0 | 1 },
): Promise<Preview> {
  return parseGatewayResponse(
    () =>
      gatewaySend('POST', `/v1/chains/${chainId}/transactions/${safeAddress}/preview`, {
        operation: draft.operation,
        data: draft.data,
        to: draft.to,
        value: draft.value.toString(),
      }),
    PreviewSchema,
    'preview',
  )
}

export const SimulationSchema = z.object({
  success: z.boolean(),
  gasUsed: z.nullish(z.union([z.string(), z.number()])),
  returnData: z.nullish(z.string()),
  revertReason: z.pipe(
    z.nullish(z.string()),
    z.transform((reason) => reason ?? null),
  ),
})
export type Simulation = z.infer<typeof SimulationSchema>

/** POST …/simulations (Coffer extension): runs the call as the Safe on the gateway's node. */
export async function simulateSafeTx(
  { chainId, safeAddress }: SafeParameters,
  draft: { to: Address; value: bigint; data: Hex; operation: 0 | 1 },
): Promise<Simulation> {
  return parseGatewayResponse(
    () =>
      gatewaySend('POST', `/v1/chains/${chainId}/safes/${safeAddress}/simulations`, {
        to: draft.to,
        value: draft.value.toString(),
        data: draft.data,
        operation: draft.operation,
      }),
    SimulationSchema,
    'simulation',
  )
}

/** POST …/propose (§6.14): stores the transaction with its first signature. */
export function proposeSafeTx(
  { chainId, safeAddress }: SafeParameters,
  {
    safeTx,
    safeTxHash,
    sender,
    signature,
    origin,
  }: {
    safeTx: SafeTx
    safeTxHash: Hex
    sender: Address
    signature: Hex
    origin?: string
  },
) {
  return parseGatewayResponse(
    () =>
      gatewaySend('POST', `/v1/chains/${chainId}/transactions/${safeAddress}/propose`, {
        to: safeTx.to,
        value: safeTx.value.toString(),
        data: safeTx.data,
        nonce: safeTx.nonce.toString(),
        operation: safeTx.operation === 1 ? 1 : 0,
        safeTxGas: safeTx.safeTxGas.toString(),
        baseGas: safeTx.baseGas.toString(),
        gasPrice: safeTx.gasPrice.toString(),
        gasToken: safeTx.gasToken,
        refundReceiver: safeTx.refundReceiver,
        safeTxHash,
        sender,
        signature,
        ...(origin ? { origin } : {}),
      }),
    TransactionDetailsSchema,
    'transaction',
  )
}

/** POST …/transactions/{safeTxHash}/confirmations (§6.15). */
export async function confirmSafeTx({ chainId }: { chainId: string }, safeTxHash: Hex, signature: Hex) {
  return parseGatewayResponse(
    () =>
      gatewaySend('POST', `/v1/chains/${chainId}/transactions/${safeTxHash}/confirmations`, { signature }),
    TransactionDetailsSchema,
    'transaction',
  )
}

/** DELETE …/transactions/{safeTxHash} (§6.16) with the proposer's DeleteRequest signature. */
export async function deleteSafeTx({ chainId }: { chainId: string }, safeTxHash: Hex, signature: Hex) {
  await parseGatewayResponse(
    async () => {
      await gatewaySend('DELETE', `/v1/chains/${chainId}/transactions/${safeTxHash}`, { signature })
      return null
    },
    z.null(),
    'answer',
  )
}

export const RelayCountSchema = z.object({
  remaining: z.int().check(z.nonnegative()),
  limit: z.int().check(z.nonnegative()),
})
export type RelayCount = z.infer<typeof RelayCountSchema>

/** GET …/relay/{safe} (§12.2): free executions left. */
export function getRelayCount({ chainId, safeAddress }: SafeParameters): Promise<RelayCount> {
  return parseGatewayResponse(
    () => gatewayGet(`/v1/chains/${chainId}/relay/${safeAddress}`),
    RelayCountSchema,
    'relay limit',
  )
}

/** POST …/relay (§12.1): the gateway's relayer sends `execTransaction` (or a Safe creation) and pays the gas. */
export function relaySafeTx(
  { chainId }: { chainId: string },
  body: { version: string; to: Address; data: Hex },
): Promise<{ taskId: string }> {
  return parseGatewayResponse(
    () => gatewaySend('POST', `/v1/chains/${chainId}/relay`, body),
    z.object({ taskId: z.string().check(z.minLength(1)) }),
    'relay task',
  )
}

export const RelayStatusSchema = z.object({
  status: z.number(),
  receipt: z.nullish(z.object({ transactionHash: z.string() })),
})
export type RelayStatus = z.infer<typeof RelayStatusSchema>

/** GET …/relay/status/{taskId} (§12.3): 100/110 pending, 200 mined, 400/500 failed. */
export async function getRelayStatus({ chainId }: { chainId: string }, taskId: string): Promise<RelayStatus> {
  return parseGatewayResponse(
    () => gatewayGet(`/v1/chains/${chainId}/relay/status/${encodeURIComponent(taskId)}`),
    RelayStatusSchema,
    'relay status',
  )
}
