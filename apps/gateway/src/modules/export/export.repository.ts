import type { Kysely } from 'kysely'
import type { Database } from '../../db/database.ts'
import type { ExportJobRow, ExportJobTable } from '../../db/tables/export.ts'
import type { MultisigTransactionRow, TokenRow } from '../../db/tables/safeData.ts'

export type ExportScope = {
  chainId: number
  safe: string
  /** Inclusive execution-time bounds, unix ms; null: unbounded. */
  gte: number | null
  lte: number | null
}

/** A place in a Safe's history: every exported row has its own (block, log index). */
export type HistoryPosition = { block: number; logIndex: number }

/** What moved value, before token metadata and the executing transaction are joined in. */
export type ExportSourceRow = HistoryPosition & {
  txHash: string
  executedAt: number
  type: 'NATIVE_COIN' | 'ERC20' | 'ERC721'
  tokenAddress: string | null
  from: string
  to: string
  value: string | null
  tokenId: string | null
  /** The transfer came with an execution of this Safe (look its transaction up by hash). */
  inSafeTx: boolean
  /** Set when the row is the execution itself (native value sent by a multisig or module transaction). */
  execution: ExportExecution | null
}

/** The Safe transaction behind a row: a multisig execution, or a module's. */
export type ExportExecution = {
  /**
   * Its log: a multisig execution's ExecutionSuccess comes after the transfers it caused, a module
   * transaction's SafeModuleTransaction before them.
   */
  kind: 'multisig' | 'module'
  logIndex: number
  safeTxHash: string | null
  nonce: number | null
  proposer: string | null
  proposedAt: number | null
  executor: string | null
  origin: string | null
}

export async function insertExportJob(db: Kysely<Database>, row: ExportJobTable): Promise<void> {
  await db.insertInto('export_jobs').values(row).execute()
}

export async function findExportJob(db: Kysely<Database>, id: string): Promise<ExportJobRow | undefined> {
  return db.selectFrom('export_jobs').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function countPendingExportJobs(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('export_jobs')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('status', '=', 'pending')
    .executeTakeFirst()
  return Number(row?.count ?? 0)
}

export async function isIndexedSafe(
  db: Kysely<Database>,
  { chainId, safe }: { chainId: number; safe: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('safes')
    .select('address')
    .where('chain_id', '=', chainId)
    .where('address', '=', safe)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Takes the oldest pending job nobody holds (or whose holder's lease ran out, e.g. a process that died)
 * for `leaseMs`. The conditional update is the lock: of two workers, one changes the row.
 */
export async function claimNextExportJob(
  db: Kysely<Database>,
  { workerId, now, leaseMs }: { workerId: string; now: number; leaseMs: number },
): Promise<ExportJobRow | undefined> {
  const candidates = await db
    .selectFrom('export_jobs')
    .select(['id', 'attempts'])
    .where('status', '=', 'pending')
    .where('lease_until', '<=', now)
    .orderBy('created_at')
    .orderBy('id')
    .limit(5)
    .execute()
  for (const candidate of candidates) {
    const claimed = await db
      .updateTable('export_jobs')
      .set({ claimed_by: workerId, lease_until: now + leaseMs, attempts: candidate.attempts + 1 })
      .where('id', '=', candidate.id)
      .where('status', '=', 'pending')
      .where('lease_until', '<=', now)
      .executeTakeFirst()
    if (claimed.numUpdatedRows === 1n) return findExportJob(db, candidate.id)
  }
  return undefined
}

/** Rows the export of `scope` holds: the three sources `findExportBatch` reads, counted. */
export async function countExportRows(db: Kysely<Database>, scope: ExportScope): Promise<number> {
  const count = async (query: Promise<{ count: number | string } | undefined>) =>
    Number((await query)?.count ?? 0)
  const [transfers, multisig, module] = await Promise.all([
    count(
      transfersQuery(db, scope, null)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirst(),
    ),
    count(
      multisigNativeQuery(db, scope, null)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirst(),
    ),
    count(
      moduleNativeQuery(db, scope, null)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirst(),
    ),
  ])
  return transfers + multisig + module
}

/**
 * The next `limit` rows of the Safe's history after `after`, oldest first: token and received-native
 * transfers, and native value the Safe sent in its own multisig and module transactions. Each source is
 * read by keyset on its (chain, safe, block, log index) index, so a batch costs the same deep into 10,000
 * transactions as at the start; the three are merged here.
 */
export async function findExportBatch(
  db: Kysely<Database>,
  { scope, after, limit }: { scope: ExportScope; after: HistoryPosition | null; limit: number },
): Promise<ExportSourceRow[]> {
  const [transfers, multisig, module] = await Promise.all([
    transfersQuery(db, scope, after)
      .selectAll()
      .orderBy('block_number')
      .orderBy('log_index')
      .limit(limit)
      .execute(),
    multisigNativeQuery(db, scope, after)
      .selectAll()
      .orderBy('executed_block')
      .orderBy('executed_log_index')
      .limit(limit)
      .execute(),
    moduleNativeQuery(db, scope, after)
      .selectAll()
      .orderBy('block_number')
      .orderBy('log_index')
      .limit(limit)
      .execute(),
  ])
  const rows: ExportSourceRow[] = [
    ...transfers.map(
      (transfer): ExportSourceRow => ({
        block: transfer.block_number,
        logIndex: transfer.log_index,
        txHash: transfer.tx_hash,
        executedAt: transfer.executed_at,
        type: transfer.type,
        tokenAddress: transfer.token_address,
        from: transfer.from,
        to: transfer.to,
        value: transfer.value,
        tokenId: transfer.token_id,
        inSafeTx: transfer.in_safe_tx === 1,
        execution: null,
      }),
    ),
    ...multisig.flatMap((tx): ExportSourceRow[] => {
      if (tx.executed_block === null || tx.executed_log_index === null || tx.executed_tx_hash === null)
        return []
      if (tx.executed_at === null) return []
      return [
        {
          block: tx.executed_block,
          logIndex: tx.executed_log_index,
          txHash: tx.executed_tx_hash,
          executedAt: tx.executed_at,
          type: 'NATIVE_COIN',
          tokenAddress: null,
          from: tx.safe,
          to: tx.to,
          value: tx.value,
          tokenId: null,
          inSafeTx: true,
          execution: multisigExecution(tx, tx.executed_log_index),
        },
      ]
    }),
    ...module.map(
      (tx): ExportSourceRow => ({
        block: tx.block_number,
        logIndex: tx.log_index,
        txHash: tx.tx_hash,
        executedAt: tx.executed_at,
        type: 'NATIVE_COIN',
        tokenAddress: null,
        from: tx.safe,
        to: tx.to,
        value: tx.value,
        tokenId: null,
        inSafeTx: true,
        execution: moduleExecution(tx),
      }),
    ),
  ]
  rows.sort((a, b) => a.block - b.block || a.logIndex - b.logIndex)
  return rows.slice(0, limit)
}

/**
 * The Safe's executions (multisig and module) in these chain transactions, to name the Safe transaction
 * behind each transfer that came with one.
 */
export async function findExecutionsByTxHash(
  db: Kysely<Database>,
  { chainId, safe, txHashes }: { chainId: number; safe: string; txHashes: readonly string[] },
): Promise<Map<string, ExportExecution[]>> {
  const byHash = new Map<string, ExportExecution[]>()
  if (txHashes.length === 0) return byHash
  const hashes = [...new Set(txHashes)]
  const [multisig, module] = await Promise.all([
    db
      .selectFrom('multisig_transactions')
      .selectAll()
      .where('chain_id', '=', chainId)
      .where('safe', '=', safe)
      .where('executed_tx_hash', 'in', hashes)
      .execute(),
    db
      .selectFrom('module_transactions')
      .selectAll()
      .where('chain_id', '=', chainId)
      .where('safe', '=', safe)
      .where('tx_hash', 'in', hashes)
      .execute(),
  ])
  const add = (hash: string, execution: ExportExecution) => {
    const list = byHash.get(hash) ?? []
    list.push(execution)
    byHash.set(hash, list)
  }
  for (const tx of multisig) {
    if (tx.executed_tx_hash === null || tx.executed_log_index === null) continue
    add(tx.executed_tx_hash, multisigExecution(tx, tx.executed_log_index))
  }
  for (const tx of module) add(tx.tx_hash, moduleExecution(tx))
  return byHash
}

export async function findTokensByAddress(
  db: Kysely<Database>,
  { chainId, addresses }: { chainId: number; addresses: readonly string[] },
): Promise<Map<string, TokenRow>> {
  if (addresses.length === 0) return new Map()
  const rows = await db
    .selectFrom('tokens')
    .selectAll()
    .where('chain_id', '=', chainId)
    .where('address', 'in', [...new Set(addresses)])
    .execute()
  return new Map(rows.map((row) => [row.address, row]))
}

/**
 * Writes one batch: its CSV chunk and the job's new position, in one transaction and only while the
 * worker still holds the job (else nothing is written and `false` comes back), so a job resumed after a
 * crash or taken over after a lost lease never holds a batch twice or half of one.
 */
export async function writeExportBatch(
  db: Kysely<Database>,
  {
    jobId,
    workerId,
    seq,
    csv,
    cursor,
    rowsWritten,
    rowsTotal,
    done,
    now,
    leaseMs,
  }: {
    jobId: string
    workerId: string
    seq: number
    csv: string
    cursor: string | null
    rowsWritten: number
    rowsTotal: number
    done: boolean
    now: number
    leaseMs: number
  },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('export_jobs')
      .set({
        cursor,
        rows_written: rowsWritten,
        rows_total: rowsTotal,
        // An empty last batch (the rows ended on a batch boundary) writes no chunk.
        chunks: csv === '' ? seq : seq + 1,
        lease_until: done ? 0 : now + leaseMs,
        ...(done ? { status: 'done' as const, finished_at: now, claimed_by: null } : {}),
      })
      .where('id', '=', jobId)
      .where('claimed_by', '=', workerId)
      .where('status', '=', 'pending')
      .where('chunks', '=', seq)
      .executeTakeFirst()
    if (updated.numUpdatedRows !== 1n) return false
    if (csv !== '') await trx.insertInto('export_chunks').values({ job_id: jobId, seq, csv }).execute()
    return true
  })
}

/** Marks the job started (`processedOn`) the first time a worker takes it up. */
export async function markExportJobProcessed(
  db: Kysely<Database>,
  { jobId, now }: { jobId: string; now: number },
): Promise<void> {
  await db
    .updateTable('export_jobs')
    .set({ processed_at: now })
    .where('id', '=', jobId)
    .where('processed_at', 'is', null)
    .execute()
}

export async function failExportJob(
  db: Kysely<Database>,
  { jobId, reason, now }: { jobId: string; reason: string; now: number },
): Promise<void> {
  await db
    .updateTable('export_jobs')
    .set({ status: 'failed', failed_reason: reason, finished_at: now, claimed_by: null, lease_until: 0 })
    .where('id', '=', jobId)
    .where('status', '=', 'pending')
    .execute()
}

/** Gives a job back before its lease ends (the worker stops, or a batch failed and will be retried). */
export async function releaseExportJob(
  db: Kysely<Database>,
  { jobId, workerId, until }: { jobId: string; workerId: string; until: number },
): Promise<void> {
  await db
    .updateTable('export_jobs')
    .set({ claimed_by: null, lease_until: until })
    .where('id', '=', jobId)
    .where('claimed_by', '=', workerId)
    .where('status', '=', 'pending')
    .execute()
}

/** Up to `limit` chunks of a job's CSV from `fromSeq` on, in order. */
export async function findExportChunks(
  db: Kysely<Database>,
  { jobId, fromSeq, limit }: { jobId: string; fromSeq: number; limit: number },
): Promise<{ seq: number; csv: string }[]> {
  return db
    .selectFrom('export_chunks')
    .select(['seq', 'csv'])
    .where('job_id', '=', jobId)
    .where('seq', '>=', fromSeq)
    .orderBy('seq')
    .limit(limit)
    .execute()
}

/** Forgets exports that ended before `before`, their files with them. */
export async function deleteEndedExportJobs(
  db: Kysely<Database>,
  { before }: { before: number },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const ended = await trx
      .selectFrom('export_jobs')
      .select('id')
      .where('status', '!=', 'pending')
      .where('finished_at', '<', before)
      .limit(100)
      .execute()
    const ids = ended.map((row) => row.id)
    if (ids.length === 0) return 0
    await trx.deleteFrom('export_chunks').where('job_id', 'in', ids).execute()
    await trx.deleteFrom('export_jobs').where('id', 'in', ids).execute()
    return ids.length
  })
}

/** `(block, log index) > after` on a source's position columns: the keyset of every batch. */
function afterTuple(after: HistoryPosition | null): [number, number] {
  return [after?.block ?? -1, after?.logIndex ?? -1]
}

function transfersQuery(db: Kysely<Database>, scope: ExportScope, after: HistoryPosition | null) {
  return db
    .selectFrom('transfers')
    .where('chain_id', '=', scope.chainId)
    .where('safe', '=', scope.safe)
    .where((eb) => eb(eb.refTuple('block_number', 'log_index'), '>', eb.tuple(...afterTuple(after))))
    .$if(scope.gte !== null, (query) => query.where('executed_at', '>=', scope.gte ?? 0))
    .$if(scope.lte !== null, (query) => query.where('executed_at', '<=', scope.lte ?? 0))
}

/** Successful multisig executions that sent native value themselves (a plain call with `value`). */
function multisigNativeQuery(db: Kysely<Database>, scope: ExportScope, after: HistoryPosition | null) {
  return db
    .selectFrom('multisig_transactions')
    .where('chain_id', '=', scope.chainId)
    .where('safe', '=', scope.safe)
    .where((eb) =>
      eb(eb.refTuple('executed_block', 'executed_log_index'), '>', eb.tuple(...afterTuple(after))),
    )
    .where('success', '=', 1)
    .where('operation', '=', 0)
    .where('value', '!=', '0')
    .where('executed_block', 'is not', null)
    .$if(scope.gte !== null, (query) => query.where('executed_at', '>=', scope.gte ?? 0))
    .$if(scope.lte !== null, (query) => query.where('executed_at', '<=', scope.lte ?? 0))
}

/** Successful module transactions that sent native value themselves. */
function moduleNativeQuery(db: Kysely<Database>, scope: ExportScope, after: HistoryPosition | null) {
  return db
    .selectFrom('module_transactions')
    .where('chain_id', '=', scope.chainId)
    .where('safe', '=', scope.safe)
    .where((eb) => eb(eb.refTuple('block_number', 'log_index'), '>', eb.tuple(...afterTuple(after))))
    .where('success', '=', 1)
    .where('operation', '=', 0)
    .where('value', '!=', '0')
    .$if(scope.gte !== null, (query) => query.where('executed_at', '>=', scope.gte ?? 0))
    .$if(scope.lte !== null, (query) => query.where('executed_at', '<=', scope.lte ?? 0))
}

function multisigExecution(tx: MultisigTransactionRow, logIndex: number): ExportExecution {
  return {
    kind: 'multisig',
    logIndex,
    safeTxHash: tx.safe_tx_hash,
    nonce: tx.nonce,
    proposer: tx.proposer,
    proposedAt: tx.proposed_at,
    executor: tx.executor,
    origin: tx.origin,
  }
}

function moduleExecution(tx: { module: string; log_index: number }): ExportExecution {
  return {
    kind: 'module',
    logIndex: tx.log_index,
    safeTxHash: null,
    nonce: null,
    proposer: null,
    proposedAt: null,
    executor: tx.module,
    origin: null,
  }
}
