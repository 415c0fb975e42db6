import { type Kysely, sql } from 'kysely'

/**
 * Until now an unsigned proposal was stored trusted and attributed to the `sender` it named, which anyone
 * can name. A proposal signed by an owner always stored that owner's confirmation, so a proposer without a
 * confirmation of their own proposed unsigned: the row loses that attribution, and its trust too unless it
 * was executed or someone confirmed it since. A delegate's signature is not stored, so a row proposed by a
 * delegate cannot be told apart and keeps both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // In an UPDATE both databases read the row's old values everywhere, so `proposer` below is the claim.
  await sql`
    update multisig_transactions
    set
      trusted = case
        when executed_block is null and not exists (
          select 1 from multisig_confirmations c
          where c.chain_id = multisig_transactions.chain_id
            and c.safe_tx_hash = multisig_transactions.safe_tx_hash
        ) then 0
        else trusted
      end,
      proposer = null
    where proposer is not null
      and proposed_by_delegate is null
      and not exists (
        select 1 from multisig_confirmations c
        where c.chain_id = multisig_transactions.chain_id
          and c.safe_tx_hash = multisig_transactions.safe_tx_hash
          and lower(c.owner) = lower(multisig_transactions.proposer)
      )
  `.execute(db)
}

export async function down(): Promise<void> {
  // Nothing to restore: the claimed senders were an attacker's word as much as an owner's.
}
