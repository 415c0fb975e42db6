import type { DeliveryChannel, DeliveryOutcome } from '../delivery.types.ts'

/**
 * A test channel that really leaves the process: each delivery is an HTTP POST to `url`, so a test can
 * kill the gateway between a change and its delivery and count what arrived. Recipients are the Safe's
 * current owners who have not confirmed the transaction, as the push channel picks them.
 */
export function createWebhookChannel(url: string): DeliveryChannel {
  return {
    name: 'push',
    async recipients(db, event) {
      const owners = await db
        .selectFrom('safe_owners')
        .select('owner')
        .where('chain_id', '=', event.chainId)
        .where('safe', '=', event.safe)
        .orderBy('owner')
        .execute()
      const signed =
        event.payload.type === 'CONFIRMATION_REQUEST'
          ? await db
              .selectFrom('multisig_confirmations')
              .select('owner')
              .where('chain_id', '=', event.chainId)
              .where('safe_tx_hash', '=', event.payload.safeTxHash)
              .execute()
          : []
      return owners.map((row) => row.owner).filter((owner) => !signed.some((row) => row.owner === owner))
    },
    async deliver({ event, recipient, message, attempt }): Promise<DeliveryOutcome> {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ eventId: event.id, recipient, attempt, message }),
      }).catch((error: unknown) => error)
      if (!(response instanceof Response))
        return { kind: 'retry', reason: `Webhook unreachable: ${String(response)}` }
      if (response.ok) return { kind: 'delivered' }
      return { kind: 'retry', reason: `Webhook answered ${response.status}` }
    },
  }
}
