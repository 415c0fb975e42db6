import type { Address } from 'viem'
import type { EmailSubscriptionRow } from '../../db/tables/emails.ts'
import type { AlertPayload, Db } from '../delivery/delivery.types.ts'
import type { EmailCategory } from './emailCategories.ts'

/** EIP-55 checksummed addresses: the stored form. */
export type EmailKey = { chainId: number; safe: Address; signer: Address }

export async function findEmail(db: Db, key: EmailKey): Promise<EmailSubscriptionRow | undefined> {
  return db
    .selectFrom('email_subscriptions')
    .selectAll()
    .where('chain_id', '=', key.chainId)
    .where('safe', '=', key.safe)
    .where('signer', '=', key.signer)
    .executeTakeFirst()
}

export async function findEmailById(db: Db, id: number): Promise<EmailSubscriptionRow | undefined> {
  return db.selectFrom('email_subscriptions').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function findEmailByToken(db: Db, token: string): Promise<EmailSubscriptionRow | undefined> {
  return db
    .selectFrom('email_subscriptions')
    .selectAll()
    .where('unsubscribe_token', '=', token)
    .executeTakeFirst()
}

/** A new unverified email; returns its id, or undefined when the signer already has one for this Safe. */
export async function insertEmail(
  db: Db,
  row: EmailKey & { email: string; unsubscribeToken: string; now: number },
): Promise<number | undefined> {
  const inserted = await db
    .insertInto('email_subscriptions')
    .values({
      chain_id: row.chainId,
      safe: row.safe,
      signer: row.signer,
      email: row.email,
      verified: 0,
      unsubscribe_token: row.unsubscribeToken,
      code_hash: null,
      code_expires_at: null,
      code_attempts: 0,
      code_sent_at: null,
      created_at: row.now,
      updated_at: row.now,
    })
    .onConflict((oc) => oc.columns(['chain_id', 'safe', 'signer']).doNothing())
    .returning('id')
    .executeTakeFirst()
  return inserted === undefined ? undefined : Number(inserted.id)
}

/** A new address for an email row: unverified again, a new unsubscribe token, categories back to all. */
export async function replaceEmailAddress(
  db: Db,
  { id, email, unsubscribeToken, now }: { id: number; email: string; unsubscribeToken: string; now: number },
): Promise<void> {
  await db
    .updateTable('email_subscriptions')
    .set({ email, verified: 0, unsubscribe_token: unsubscribeToken, updated_at: now })
    .where('id', '=', id)
    .execute()
  await db.deleteFrom('email_category_opt_outs').where('email_id', '=', id).execute()
}

/**
 * Stores a new pending code unless one was made less than `lockMs` ago (the resend lock), atomically:
 * two resends at once make one code. Returns whether this call made it.
 */
export async function storeCode(
  db: Db,
  {
    id,
    codeHash,
    now,
    lifetimeMs,
    lockMs,
  }: { id: number; codeHash: string; now: number; lifetimeMs: number; lockMs: number },
): Promise<boolean> {
  const result = await db
    .updateTable('email_subscriptions')
    .set({ code_hash: codeHash, code_expires_at: now + lifetimeMs, code_attempts: 0, code_sent_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('code_sent_at', 'is', null), eb('code_sent_at', '<=', now - lockMs)]))
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/**
 * Takes one try of the pending code, only while it has tries left. The update locks the row until the
 * transaction ends, so concurrent tries are counted one after the other. False: the code is dead.
 */
export async function takeCodeTry(db: Db, { id, maxAttempts }: { id: number; maxAttempts: number }) {
  const result = await db
    .updateTable('email_subscriptions')
    .set((eb) => ({ code_attempts: eb('code_attempts', '+', 1) }))
    .where('id', '=', id)
    .where('code_attempts', '<', maxAttempts)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** The code matched: verified, and the code is gone (it cannot be used twice). */
export async function markVerified(
  db: Db,
  { id, codeHash, now }: { id: number; codeHash: string; now: number },
) {
  const result = await db
    .updateTable('email_subscriptions')
    .set({ verified: 1, code_hash: null, code_expires_at: null, code_attempts: 0, updated_at: now })
    .where('id', '=', id)
    .where('code_hash', '=', codeHash)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export async function deleteEmail(db: Db, key: EmailKey): Promise<void> {
  const row = await findEmail(db, key)
  if (!row) return
  await db.deleteFrom('email_category_opt_outs').where('email_id', '=', row.id).execute()
  await db.deleteFrom('email_subscriptions').where('id', '=', row.id).execute()
}

export async function findOptOuts(db: Db, emailId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('email_category_opt_outs')
    .select('category')
    .where('email_id', '=', emailId)
    .orderBy('category')
    .execute()
  return rows.map((row) => row.category)
}

export async function optOut(
  db: Db,
  { emailId, categories, now }: { emailId: number; categories: readonly EmailCategory[]; now: number },
): Promise<void> {
  if (categories.length === 0) return
  await db
    .insertInto('email_category_opt_outs')
    .values(categories.map((category) => ({ email_id: emailId, category, created_at: now })))
    .onConflict((oc) => oc.columns(['email_id', 'category']).doNothing())
    .execute()
}

export async function optIn(
  db: Db,
  { emailId, categories }: { emailId: number; categories: readonly EmailCategory[] },
): Promise<void> {
  if (categories.length === 0) return
  await db
    .deleteFrom('email_category_opt_outs')
    .where('email_id', '=', emailId)
    .where('category', 'in', categories)
    .execute()
}

/**
 * The email channel's fan-out: verified emails registered for this Safe by signers who own it now (the
 * indexed owners), minus those that turned the category off. Ordered, so deliveries are made in a
 * stable order on both databases.
 */
export async function findAlertRecipients(
  db: Db,
  { chainId, safe, category }: { chainId: number; safe: string; category: EmailCategory },
): Promise<{ id: number; signer: string }[]> {
  const rows = await db
    .selectFrom('email_subscriptions as e')
    .innerJoin('safe_owners as o', (join) =>
      join
        .onRef('o.chain_id', '=', 'e.chain_id')
        .onRef('o.safe', '=', 'e.safe')
        .onRef('o.owner', '=', 'e.signer'),
    )
    .select(['e.id', 'e.signer'])
    .where('e.chain_id', '=', chainId)
    .where('e.safe', '=', safe)
    .where('e.verified', '=', 1)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('email_category_opt_outs as x')
            .select('x.email_id')
            .whereRef('x.email_id', '=', 'e.id')
            .where('x.category', '=', category),
        ),
      ),
    )
    .orderBy('e.id')
    .execute()
  return rows.map((row) => ({ id: Number(row.id), signer: row.signer }))
}

/**
 * Owners who already signed what an alert asks a signature for: they are not asked again (as CGW's
 * confirmation requests go only to owners who have not confirmed).
 */
export async function findSignersOf(
  db: Db,
  { chainId, payload }: { chainId: number; payload: AlertPayload },
): Promise<string[]> {
  if (payload.type === 'CONFIRMATION_REQUEST') {
    const rows = await db
      .selectFrom('multisig_confirmations')
      .select('owner')
      .where('chain_id', '=', chainId)
      .where('safe_tx_hash', '=', payload.safeTxHash)
      .execute()
    return rows.map((row) => row.owner)
  }
  if (payload.type === 'MESSAGE_CONFIRMATION_REQUEST') {
    const rows = await db
      .selectFrom('safe_message_confirmations')
      .select('owner')
      .where('chain_id', '=', chainId)
      .where('message_hash', '=', payload.messageHash)
      .execute()
    return rows.map((row) => row.owner)
  }
  return []
}
