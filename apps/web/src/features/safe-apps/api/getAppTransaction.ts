import { type Address, type Hex, isAddress, isAddressEqual } from 'viem'
import * as z from 'zod/mini'
import { gatewayGet } from '../../../gateway/gatewayClient.ts'
import { parseGatewayResponse } from '../../../gateway/parseGatewayResponse.ts'
import { TransactionDetailsSchema } from '../../../transactions/TransactionDetailsSchema.ts'

/**
 * GET /v1/chains/{chainId}/transactions/multisig_{safe}_{safeTxHash} (gateway-contract §6.13): the details of
 * this Safe's transaction, as the gateway sends them — the SDK's GatewayTransactionDetails; the provider
 * reads `txHash` (null until executed) and `txStatus`. Read afresh on every call, so an app polling it
 * follows the transaction from proposal to execution. The multisig id scopes it to this Safe (the gateway
 * refuses another Safe's), and the answer must be a transaction detail of this Safe.
 */
export async function getAppTransaction({
  chainId,
  safeAddress,
  safeTxHash,
}: {
  chainId: string
  safeAddress: Address
  safeTxHash: Hex
}): Promise<unknown> {
  const raw = await parseGatewayResponse(
    () => gatewayGet(`/v1/chains/${chainId}/transactions/multisig_${safeAddress}_${safeTxHash}`),
    z.unknown(),
    'transaction',
  )
  const details = TransactionDetailsSchema.safeParse(raw)
  if (!details.success) throw new Error('The gateway sent an unreadable transaction')
  const owner = details.data.safeAddress
  if (!isAddress(owner, { strict: false }) || !isAddressEqual(owner, safeAddress))
    throw new Error("The gateway sent another Safe's transaction")
  // The app gets the gateway's own answer, every field of it, not the part this page reads.
  return raw
}
