import type { Address, Hex } from 'viem'
import * as z from 'zod/mini'
import { gatewaySend } from '../../../gateway/gatewayClient.ts'
import { parseGatewayResponse } from '../../../gateway/parseGatewayResponse.ts'

/** The gateway answers a stored or removed delegation with an empty body (read as `{}`). */
const EmptyAnswerSchema = z.object({})

/** POST /v2/chains/{chainId}/delegates (§10.2): the delegator's signed Delegate. */
export async function addDelegate(
  { chainId }: { chainId: string },
  body: { safe: Address | null; delegate: Address; delegator: Address; label: string; signature: Hex },
): Promise<void> {
  await parseGatewayResponse(
    () => gatewaySend('POST', `/v2/chains/${chainId}/delegates`, body),
    EmptyAnswerSchema,
    'answer',
  )
}

/** DELETE /v2/chains/{chainId}/delegates/{delegate} (§10.3): signed by the delegator or the delegate. */
export async function removeDelegate(
  { chainId, delegate }: { chainId: string; delegate: Address },
  body: { delegator: Address; safe: Address | null; signature: Hex },
): Promise<void> {
  await parseGatewayResponse(
    () => gatewaySend('DELETE', `/v2/chains/${chainId}/delegates/${delegate}`, body),
    EmptyAnswerSchema,
    'answer',
  )
}
