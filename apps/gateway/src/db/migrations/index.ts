import type { Migration } from 'kysely'
import * as createAuthNonces from './2026_11_22_0001_create_auth_nonces.ts'
import * as createSafeData from './2026_11_22_0002_create_safe_data.ts'
import * as createIndexerState from './2026_11_22_0003_create_indexer_state.ts'
import * as createNftMetadata from './2026_11_22_0004_create_nft_metadata.ts'
import * as createContractsAndDelegates from './2026_11_22_0005_create_contracts_and_delegates.ts'
import * as createRelays from './2026_11_22_0006_create_relays.ts'
import * as unattributeUnsignedProposals from './2026_11_25_0010_unattribute_unsigned_proposals.ts'
import * as createRevokedSessions from './2026_11_25_0020_create_revoked_sessions.ts'
import * as createMessages from './2026_11_25_0030_create_messages.ts'
import * as createDeliveryOutbox from './2026_11_25_0050_create_delivery_outbox.ts'
import * as createPushNotifications from './2026_11_25_0060_create_push_notifications.ts'
import * as createEmailSubscriptions from './2026_11_25_0070_create_email_subscriptions.ts'
import * as createRecovery from './2026_11_26_0300_create_recovery.ts'
import * as createExportJobs from './2026_12_08_0400_create_export_jobs.ts'

/**
 * Every migration, keyed by its timestamped name (`YYYY_MM_DD_NNNN_description`); Kysely applies them in
 * name order. Listed statically (not read from disk) so they run the same under tsx, bundlers and tests.
 */
export const migrations: Record<string, Migration> = {
  '2026_11_22_0001_create_auth_nonces': createAuthNonces,
  '2026_11_22_0002_create_safe_data': createSafeData,
  '2026_11_22_0003_create_indexer_state': createIndexerState,
  '2026_11_22_0004_create_nft_metadata': createNftMetadata,
  '2026_11_22_0005_create_contracts_and_delegates': createContractsAndDelegates,
  '2026_11_22_0006_create_relays': createRelays,
  '2026_11_25_0010_unattribute_unsigned_proposals': unattributeUnsignedProposals,
  '2026_11_25_0020_create_revoked_sessions': createRevokedSessions,
  '2026_11_25_0030_create_messages': createMessages,
  '2026_11_25_0050_create_delivery_outbox': createDeliveryOutbox,
  '2026_11_25_0060_create_push_notifications': createPushNotifications,
  '2026_11_25_0070_create_email_subscriptions': createEmailSubscriptions,
  '2026_11_26_0300_create_recovery': createRecovery,
  '2026_12_08_0400_create_export_jobs': createExportJobs,
}
