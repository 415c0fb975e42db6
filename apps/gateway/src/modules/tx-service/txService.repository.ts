import type { Kysely } from 'kysely'
import type { Database } from '../../db/database.ts'
import type { MultisigTransactionRow, TokenRow } from '../../db/tables/safeData.ts'

type Db = Kysely<Database>
type PageWindow = { limit: number; offset: number }

/** The Transaction Service's filters on a Safe's multisig transactions (all optional). */
export type MultisigFilter = {
  executed?: boolean
  trusted?: boolean
  hasConfirmations?: boolean
  nonce?: number
  nonceGte?: number
  nonceLt?: number
  ordering?: 'nonce' | '-nonce' | 'created' | '-created' | 'modified' | '-modified'
}

const orderings = {
  nonce: ['nonce', 'asc'],
  '-nonce': ['nonce', 'desc'],
  created: ['proposed_at', 'asc'],
  '-created': ['proposed_at', 'desc'],
  modified: ['modified_at', 'asc'],
  '-modified': ['modified_at', 'desc'],
} as const

function multisigQuery(
  db: Db,
  { chainId, safe, filter }: { chainId: number; safe: string; filter: MultisigFilter },
) {
  return db
    .selectFrom('multisig_transactions as tx')
    .where('tx.chain_id', '=', chainId)
    .where('tx.safe', '=', safe)
    .$if(filter.executed !== undefined, (qb) =>
      qb.where('tx.executed_block', filter.executed ? 'is not' : 'is', null),
    )
    .$if(filter.trusted !== undefined, (qb) => qb.where('tx.trusted', '=', filter.trusted ? 1 : 0))
    .$if(filter.nonce !== undefined, (qb) => qb.where('tx.nonce', '=', filter.nonce ?? 0))
    .$if(filter.nonceGte !== undefined, (qb) => qb.where('tx.nonce', '>=', filter.nonceGte ?? 0))
    .$if(filter.nonceLt !== undefined, (qb) => qb.where('tx.nonce', '<', filter.nonceLt ?? 0))
    .$if(filter.hasConfirmations !== undefined, (qb) =>
      qb.where(({ exists, not, selectFrom }) => {
        const confirmed = exists(
          selectFrom('multisig_confirmations as c')
            .select('c.owner')
            .whereRef('c.chain_id', '=', 'tx.chain_id')
            .whereRef('c.safe_tx_hash', '=', 'tx.safe_tx_hash'),
        )
        return filter.hasConfirmations ? confirmed : not(confirmed)
      }),
    )
}

/** A page of a Safe's multisig transactions under the Transaction Service's filters, with their count. */
export async function findMultisigTransactionPage(
  db: Db,
  key: { chainId: number; safe: string; filter: MultisigFilter },
  { limit, offset }: PageWindow,
): Promise<{ count: number; rows: MultisigTransactionRow[] }> {
  const [column, direction] = orderings[key.filter.ordering ?? '-nonce']
  const [counted, rows] = await Promise.all([
    multisigQuery(db, key)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirst(),
    multisigQuery(db, key)
      .selectAll('tx')
      .orderBy(`tx.${column}`, direction)
      .orderBy('tx.modified_at', direction)
      .orderBy('tx.safe_tx_hash')
      .limit(limit)
      .offset(offset)
      .execute(),
  ])
  return { count: Number(counted?.count ?? 0), rows }
}

/** The tokens the indexer has seen on a chain, by name, with an optional name/symbol search. */
export async function findTokenPage(
  db: Db,
  { chainId, search, address }: { chainId: number; search?: string; address?: string },
  { limit, offset }: PageWindow,
): Promise<{ count: number; rows: TokenRow[] }> {
  const query = db
    .selectFrom('tokens')
    .where('chain_id', '=', chainId)
    .$if(address !== undefined, (qb) => qb.where('address', '=', address ?? ''))
    .$if(search !== undefined, (qb) => {
      // LIKE's wildcards are dropped from the search rather than escaped (SQLite and PostgreSQL escape differently).
      const pattern = `%${(search ?? '').toLowerCase().replace(/[\\%_]/g, '')}%`
      return qb.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['name']), 'like', pattern),
          eb(eb.fn('lower', ['symbol']), 'like', pattern),
        ]),
      )
    })
  const [counted, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst(),
    query.selectAll().orderBy('name').orderBy('address').limit(limit).offset(offset).execute(),
  ])
  return { count: Number(counted?.count ?? 0), rows }
}

export async function findToken(
  db: Db,
  { chainId, address }: { chainId: number; address: string },
): Promise<TokenRow | undefined> {
  return db
    .selectFrom('tokens')
    .selectAll()
    .where('chain_id', '=', chainId)
    .where('address', '=', address)
    .executeTakeFirst()
}
