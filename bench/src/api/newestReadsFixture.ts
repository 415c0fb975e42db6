import type { Database } from '@coffer/gateway'
import type { Kysely } from 'kysely'
import { type FixtureSafe, fixtureAddress, fixtureHash } from './historyFixture.ts'

/**
 * Rows behind the newest reads of one Safe, about what an active Safe holds: off-chain messages (texts and
 * typed data, two owners' signatures each), delegates, and a Delay modifier with queued, executed and
 * expired recovery proposals.
 */

const chainId = 31337
const startTime = Date.UTC(2026, 0, 1)
const hourMs = 60 * 60 * 1000

export const fixtureMessageCount = 40
const delegateCount = 6
const proposalCount = 30

export async function writeNewestReadsFixture(db: Kysely<Database>, safe: FixtureSafe): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const messages = Array.from({ length: fixtureMessageCount }, (_, index) => ({
      chain_id: chainId,
      message_hash: fixtureHash('message', index),
      safe: safe.address,
      message: JSON.stringify(index % 2 === 0 ? `Sign in to app ${index}` : permit(safe.address, index)),
      proposed_by: safe.owners[0] ?? safe.address,
      safe_app_id: null,
      origin: null,
      created_at: startTime + index * hourMs,
      modified_at: startTime + index * hourMs + 1,
    }))
    await trx.insertInto('safe_messages').values(messages).execute()
    await trx
      .insertInto('safe_message_confirmations')
      .values(
        messages.flatMap((message, index) =>
          safe.owners.slice(0, 2).map((owner, signer) => ({
            chain_id: chainId,
            message_hash: message.message_hash,
            owner,
            signature: `${fixtureHash(`r-${signer}`, index)}${fixtureHash(`s-${signer}`, index).slice(2)}1b`,
            signature_type: 'EOA' as const,
            created_at: message.created_at + signer,
          })),
        ),
      )
      .execute()
    await trx
      .insertInto('delegates')
      .values(
        Array.from({ length: delegateCount }, (_, index) => ({
          chain_id: chainId,
          delegator: safe.owners[index % safe.owners.length] ?? safe.address,
          delegate: fixtureAddress('delegate', index),
          safe: safe.address,
          label: `Delegate ${index}`,
          created_at: startTime + index,
        })),
      )
      .execute()
    await writeDelay(trx, safe)
  })
}

/** A Delay (cooldown a day, expiration a week) with proposals: the older ones executed or expired, a few pending. */
async function writeDelay(db: Kysely<Database>, safe: FixtureSafe): Promise<void> {
  const module = fixtureAddress('delay', 0)
  const executed = 10
  await db
    .insertInto('delay_modules')
    .values({ chain_id: chainId, module, safe: safe.address, detected_block: 1 })
    .execute()
  await db
    .insertInto('delay_states')
    .values({
      chain_id: chainId,
      module,
      block_number: 1,
      cooldown: String(24 * 60 * 60),
      expiration: String(7 * 24 * 60 * 60),
      tx_nonce: proposalCount - 3,
      queue_nonce: proposalCount,
      recoverers: JSON.stringify([fixtureAddress('recoverer', 0)]),
    })
    .execute()
  const proposals = Array.from({ length: proposalCount }, (_, nonce) => ({
    chain_id: chainId,
    module,
    queue_nonce: nonce,
    safe: safe.address,
    tx_hash: fixtureHash('delay-tx', nonce),
    to: safe.address,
    value: '0',
    // swapOwner(prevOwner, oldOwner, newOwner): what a recovery proposes.
    data: `0xe318b52b${[safe.owners[0], safe.owners[1], fixtureAddress('new-owner', nonce)]
      .map((address) => (address ?? '').slice(2).toLowerCase().padStart(64, '0'))
      .join('')}`,
    operation: 0,
    proposer: fixtureAddress('recoverer', 0),
    block_number: 2 + nonce,
    log_index: 0,
    transaction_hash: fixtureHash('delay-eth-tx', nonce),
    added_at: startTime + nonce * hourMs,
  }))
  await db.insertInto('delay_proposals').values(proposals).execute()
  await db
    .insertInto('module_transactions')
    .values(
      proposals.slice(0, executed).map((proposal, index) => ({
        chain_id: chainId,
        safe: safe.address,
        module_tx_id: `i${fixtureHash('delay-exec', index).slice(2)}0`,
        module,
        to: proposal.to,
        value: proposal.value,
        data: proposal.data,
        operation: proposal.operation,
        success: 1,
        block_number: 100 + index,
        tx_hash: fixtureHash('delay-exec', index),
        log_index: 0,
        executed_at: proposal.added_at + 25 * hourMs,
      })),
    )
    .execute()
}

/** An EIP-2612 permit, the typed data dapps most often ask a Safe to sign. */
function permit(owner: string, index: number) {
  return {
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    },
    primaryType: 'Permit',
    domain: { name: 'Token', version: '1', chainId, verifyingContract: fixtureAddress('token', index) },
    message: {
      owner,
      spender: fixtureAddress('spender', index),
      value: String(10n ** 18n * BigInt(index + 1)),
      nonce: String(index),
      deadline: String(2_000_000_000 + index),
    },
  }
}
