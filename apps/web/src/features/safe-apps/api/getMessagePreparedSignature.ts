import { type Hex, isHex } from 'viem'
import * as z from 'zod/mini'
import { GatewayError } from '../../../gateway/GatewayError.ts'
import { gatewayGet } from '../../../gateway/gatewayClient.ts'
import { parseGatewayResponse } from '../../../gateway/parseGatewayResponse.ts'

const SafeMessageSignatureSchema = z.object({
  preparedSignature: z.pipe(
    z.nullish(z.string().check(z.refine((value) => isHex(value), 'not hex'))),
    z.transform((signature): Hex | undefined => (signature && isHex(signature) ? signature : undefined)),
  ),
})

/**
 * GET /v1/chains/{chainId}/messages/{messageHash} (gateway-contract §9.3): the combined signature of a fully
 * signed off-chain message, or undefined while it is not, or when the gateway does not know it (404).
 */
export async function getMessagePreparedSignature({
  chainId,
  messageHash,
}: {
  chainId: string
  messageHash: Hex
}): Promise<Hex | undefined> {
  try {
    const message = await parseGatewayResponse(
      () => gatewayGet(`/v1/chains/${chainId}/messages/${messageHash}`),
      SafeMessageSignatureSchema,
      'message',
    )
    return message.preparedSignature
  } catch (error) {
    if (error instanceof GatewayError && error.status === 404) return undefined
    throw error
  }
}
