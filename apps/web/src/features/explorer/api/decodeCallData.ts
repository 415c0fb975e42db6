import { GatewayError } from '../../../gateway/GatewayError.ts'
import { gatewaySend } from '../../../gateway/gatewayClient.ts'
import { type DataDecoded, DataDecodedSchema } from '../../../transactions/DataDecodedSchema.ts'

/**
 * The gateway's reading of calldata (POST /v1/chains/{chainId}/data-decoder): the contract registry's ABI
 * of `to`, else a known function selector. Null when nothing matches (404) or the answer is unreadable.
 */
export async function decodeCallData({
  chainId,
  to,
  data,
}: {
  chainId: string
  to: string | null
  data: string
}): Promise<DataDecoded | null> {
  // The decoder reads calls to a contract: a creation (no `to`) or a plain transfer has nothing to decode.
  if (to === null || data.length < 10) return null
  try {
    const answer = await gatewaySend('POST', `/v1/chains/${chainId}/data-decoder`, {
      data,
      to,
    })
    const parsed = DataDecodedSchema.safeParse(answer)
    return parsed.success ? parsed.data : null
  } catch (error) {
    if (error instanceof GatewayError && (error.status === 404 || error.status === 422)) return null
    throw error
  }
}
