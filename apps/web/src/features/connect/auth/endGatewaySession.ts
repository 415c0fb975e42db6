import { gatewaySend } from '../../../gateway/gatewayClient.ts'

/**
 * POST /v1/auth/logout (contract §14.3): the gateway revokes the session's token and clears its cookie.
 * Throws (a GatewayError) when the gateway could not be reached or did not end the session.
 */
export async function endGatewaySession(): Promise<void> {
  await gatewaySend('POST', '/v1/auth/logout', {}, { credentials: 'include' })
}
