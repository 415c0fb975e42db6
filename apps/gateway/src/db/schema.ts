import type { AuthNonceTable, RevokedSessionTable } from './tables/auth.ts'
import type { NftMetadataTable } from './tables/collectibles.ts'
import type { ConfigContractTable } from './tables/contracts.ts'
import type { DelegateTable } from './tables/delegates.ts'
import type { AlertDeliveryTable, AlertEventTable } from './tables/delivery.ts'
import type { EmailCategoryOptOutTable, EmailSubscriptionTable } from './tables/emails.ts'
import type { ExportChunkTable, ExportJobTable } from './tables/export.ts'
import type { IndexerBlockTable, IndexerCursorTable, IndexerWatchedSafeTable } from './tables/indexer.ts'
import type { SafeMessageConfirmationTable, SafeMessageTable } from './tables/messages.ts'
import type { PushDeviceTable, PushSubscriptionTable } from './tables/notifications.ts'
import type {
  DelayModuleTable,
  DelayProposalTable,
  DelayStateTable,
  RecoveryRegistrationTable,
} from './tables/recovery.ts'
import type { RelayLimitTable, RelayTable } from './tables/relay.ts'
import type {
  ModuleTransactionTable,
  MultisigConfirmationTable,
  MultisigTransactionTable,
  SafeOwnerTable,
  SafeStateTable,
  SafeTable,
  SignedMessageTable,
  TokenTable,
  TransferTable,
} from './tables/safeData.ts'

/**
 * Every table the gateway owns. Each area's `XTable` lives in `tables/<area>.ts`, so the database
 * layer depends on no module; the indexed Safe data, which the indexer writes and many modules read, is
 * `tables/safeData.ts`.
 */
export interface Database {
  auth_nonces: AuthNonceTable
  revoked_sessions: RevokedSessionTable
  safes: SafeTable
  safe_states: SafeStateTable
  safe_owners: SafeOwnerTable
  multisig_transactions: MultisigTransactionTable
  multisig_confirmations: MultisigConfirmationTable
  module_transactions: ModuleTransactionTable
  transfers: TransferTable
  tokens: TokenTable
  nft_metadata: NftMetadataTable
  indexer_cursors: IndexerCursorTable
  indexer_blocks: IndexerBlockTable
  indexer_watched_safes: IndexerWatchedSafeTable
  config_contracts: ConfigContractTable
  delegates: DelegateTable
  relay_limits: RelayLimitTable
  relays: RelayTable
  safe_messages: SafeMessageTable
  safe_message_confirmations: SafeMessageConfirmationTable
  signed_messages: SignedMessageTable
  alert_events: AlertEventTable
  alert_deliveries: AlertDeliveryTable
  push_devices: PushDeviceTable
  push_subscriptions: PushSubscriptionTable
  email_subscriptions: EmailSubscriptionTable
  email_category_opt_outs: EmailCategoryOptOutTable
  delay_modules: DelayModuleTable
  delay_states: DelayStateTable
  delay_proposals: DelayProposalTable
  recovery_registrations: RecoveryRegistrationTable
  export_jobs: ExportJobTable
  export_chunks: ExportChunkTable
}
