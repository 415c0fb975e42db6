import type { Database } from '@coffer/gateway'
import type { Insertable, Kysely } from 'kysely'
import { getAddress, keccak256, toHex } from 'viem'

/** Deterministic, valid-looking rows for the indexed Safe tables: the API benchmarks' database. */

const zeroAddress = '0x0000000000000000000000000000000000000000'
const chainId = 31337
const startTime = Date.UTC(2026, 0, 1)
const blockTimeMs = 12_000

export function fixtureAddress(kind: string, index: number): string {
  return getAddress(`0x${keccak256(toHex(`${kind}:${index}`)).slice(26)}`)
}

export function fixtureHash(kind: string, index: number): string {
  return keccak256(toHex(`${kind}:${index}`))
}

export type FixtureSafe = { address: string; owners: string[]; transactions: number }

/** `safeCount` Safes: the first has `targetTransactions`, the others share the rest of `totalTransactions`. */
export function planFixture(parameters: {
  safeCount: number
  targetTransactions: number
  totalTransactions: number
}): FixtureSafe[] {
  const { safeCount, targetTransactions, totalTransactions } = parameters
  const others = safeCount - 1
  const perOther = others > 0 ? Math.floor((totalTransactions - targetTransactions) / others) : 0
  return Array.from({ length: safeCount }, (_, index) => ({
    address: fixtureAddress('safe', index),
    owners: [1, 2, 3].map((owner) => fixtureAddress(`owner-${index}`, owner)),
    transactions: index === 0 ? targetTransactions : perOther,
  }))
}

type Tables = Database
type Row<T extends keyof Tables> = Insertable<Tables[T]>

/** The executed multisig transaction number `nonce` of a Safe: a plain ETH transfer signed by two owners. */
export function executedTransaction(
  safe: FixtureSafe,
  safeIndex: number,
  nonce: number,
): {
  transaction: Row<'multisig_transactions'>
  confirmations: Row<'multisig_confirmations'>[]
} {
  const block = nonce * 100 + safeIndex + 1
  const executedAt = startTime + block * blockTimeMs
  const safeTxHash = fixtureHash(`safe-tx-${safeIndex}`, nonce)
  const [first = zeroAddress, second = zeroAddress] = safe.owners
  const signature = (owner: string) =>
    `0x${owner.slice(2).toLowerCase().padStart(64, '0')}${'0'.repeat(64)}01`
  return {
    transaction: {
      chain_id: chainId,
      safe: safe.address,
      safe_tx_hash: safeTxHash,
      to: fixtureAddress('recipient', nonce % 50),
      value: String(10n ** 15n * BigInt(1 + (nonce % 7))),
      data: null,
      operation: 0,
      safe_tx_gas: '0',
      base_gas: '0',
      gas_price: '0',
      gas_token: zeroAddress,
      refund_receiver: zeroAddress,
      nonce,
      proposer: null,
      proposed_by_delegate: null,
      proposed_at: null,
      origin: null,
      trusted: 1,
      modified_at: executedAt,
      confirmations_required: 2,
      executed_block: block,
      executed_tx_hash: fixtureHash(`eth-tx-${safeIndex}`, nonce),
      executed_log_index: 0,
      executed_at: executedAt,
      executor: first,
      success: 1,
      signatures: `${signature(first)}${signature(second).slice(2)}`,
    },
    confirmations: [first, second].map((owner) => ({
      chain_id: chainId,
      safe_tx_hash: safeTxHash,
      owner,
      signature: signature(owner),
      signature_type: 'APPROVED_HASH' as const,
      submitted_at: executedAt,
      block_number: block,
    })),
  }
}

const batchSize = 400

function chunks<T>(rows: readonly T[]): T[][] {
  const result: T[][] = []
  for (let start = 0; start < rows.length; start += batchSize)
    result.push(rows.slice(start, start + batchSize))
  return result
}

/** Writes the whole fixture; returns the Safes (the first one is the benchmark's target). */
export async function writeFixture(db: Kysely<Tables>, safes: FixtureSafe[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const chunk of chunks(
      safes.map((safe, index) => ({
        chain_id: chainId,
        address: safe.address,
        created_block: index,
        created_tx_hash: fixtureHash('creation', index),
        created_log_index: 0,
        created_at: startTime + index * blockTimeMs,
        creator: safe.owners[0] ?? zeroAddress,
        factory: '0x4e1DCf7AD4e460CfD30791CCC4F9c8a4f820ec67',
        singleton: '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762',
        setup_data: null,
        salt_nonce: String(index),
      })),
    ))
      await trx.insertInto('safes').values(chunk).execute()
    for (const chunk of chunks(
      safes.map((safe, index) => ({
        chain_id: chainId,
        address: safe.address,
        block_number: safe.transactions * 100 + index,
        log_index: 0,
        owners: JSON.stringify(safe.owners),
        threshold: 2,
        modules: '[]',
        fallback_handler: '0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99',
        guard: null,
        singleton: '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762',
        nonce: safe.transactions,
      })),
    ))
      await trx.insertInto('safe_states').values(chunk).execute()
    for (const chunk of chunks(
      safes.flatMap((safe) => safe.owners.map((owner) => ({ chain_id: chainId, owner, safe: safe.address }))),
    ))
      await trx.insertInto('safe_owners').values(chunk).execute()
    for (const [safeIndex, safe] of safes.entries()) {
      const rows = Array.from({ length: safe.transactions }, (_, nonce) =>
        executedTransaction(safe, safeIndex, nonce),
      )
      for (const chunk of chunks(rows.map((row) => row.transaction)))
        await trx.insertInto('multisig_transactions').values(chunk).execute()
      for (const chunk of chunks(rows.flatMap((row) => row.confirmations)))
        await trx.insertInto('multisig_confirmations').values(chunk).execute()
    }
  })
}
