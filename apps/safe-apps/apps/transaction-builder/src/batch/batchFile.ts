import { getAddress, isAddress, keccak256, stringToHex } from 'viem'
import { z } from 'zod'
import { checksumSerialization } from './checksumSerialization.ts'
import type { ContractInput } from './contractMethod.ts'

/**
 * The batch file of the community Transaction Builder (safe-global/safe-react-apps, apps/tx-builder), so a
 * batch saved here loads there and the other way round: `version`, `chainId`, `createdAt`, `meta`
 * (`name`, `description`, `txBuilderVersion`, `createdFromSafeAddress`, `createdFromOwnerAddress`,
 * `checksum`) and `transactions`, each `{to, value, data}` or `{to, value, contractMethod,
 * contractInputsValues}`. Absent fields are written as null, as that tool writes them.
 */

const ContractInputSchema: z.ZodType<ContractInput> = z.lazy(() =>
  z.object({
    internalType: z.string().optional(),
    name: z.string(),
    type: z.string().min(1),
    components: z.array(ContractInputSchema).optional(),
  }),
)

const ContractMethodSchema = z.object({
  name: z.string().min(1),
  payable: z.boolean(),
  inputs: z.array(ContractInputSchema),
})

// That tool refuses numbers anywhere: JSON numbers lose digits beyond 2^53.
const numbersAsStrings = 'Make sure all numbers are encoded as strings.'

const BatchTransactionSchema = z.object({
  to: z.string().refine((to) => isAddress(to, { strict: false }), { message: 'Expected an address' }),
  value: z
    .string({ error: `Expected the value as a string of digits (wei). ${numbersAsStrings}` })
    .regex(/^(\d+|0x[0-9a-fA-F]+)$/, 'Expected the value in wei, as decimal digits'),
  data: z
    .string()
    .regex(/^0x([0-9a-fA-F]{2})*$/, 'Expected data as 0x and hex bytes')
    .nullish(),
  contractMethod: ContractMethodSchema.nullish(),
  contractInputsValues: z
    .record(z.string(), z.string({ error: `Expected argument values as text. ${numbersAsStrings}` }))
    .nullish(),
})

export const BatchFileSchema = z.object({
  version: z.string(),
  chainId: z.string().regex(/^\d+$/, 'Expected the chain id as decimal digits'),
  createdAt: z.number(),
  meta: z.object({
    name: z.string(),
    description: z.string().nullish(),
    txBuilderVersion: z.string().nullish(),
    createdFromSafeAddress: z.string().nullish(),
    createdFromOwnerAddress: z.string().nullish(),
    checksum: z.string().nullish(),
  }),
  transactions: z.array(BatchTransactionSchema),
})
export type BatchFile = z.infer<typeof BatchFileSchema>
export type BatchTransaction = z.infer<typeof BatchTransactionSchema>

/** How this builder names itself in `meta.txBuilderVersion`. */
export const txBuilderVersion = 'coffer-1.0.0'

/**
 * `meta.checksum`: keccak256 of the file without its checksum, serialised as that tool does. Over the
 * file as read (not as parsed), so fields this builder does not know still count.
 */
export function batchFileChecksum(file: unknown): string {
  const withoutChecksum =
    typeof file === 'object' && file !== null && 'meta' in file && typeof file.meta === 'object' && file.meta
      ? { ...file, meta: Object.fromEntries(Object.entries(file.meta).filter(([key]) => key !== 'checksum')) }
      : file
  return keccak256(stringToHex(checksumSerialization(withoutChecksum)))
}

export type CreateBatchFileParameters = {
  name: string
  description?: string
  chainId: string
  safeAddress: string
  transactions: readonly BatchTransaction[]
  createdAt: number
}

export function createBatchFile({
  name,
  description = '',
  chainId,
  safeAddress,
  transactions,
  createdAt,
}: CreateBatchFileParameters): BatchFile {
  const file = {
    version: '1.0',
    chainId,
    createdAt,
    meta: {
      name,
      description,
      txBuilderVersion,
      createdFromSafeAddress: safeAddress,
      // Safe Apps are not told which owner uses them.
      createdFromOwnerAddress: '',
    },
    transactions: transactions.map((tx) => ({
      to: tx.to,
      value: tx.value,
      data: tx.data ?? null,
      contractMethod: tx.contractMethod ?? null,
      contractInputsValues: tx.contractInputsValues ?? null,
    })),
  }
  return { ...file, meta: { ...file.meta, checksum: batchFileChecksum(file) } }
}

export function serializeBatchFile(file: BatchFile): string {
  return `${JSON.stringify(file, null, 2)}\n`
}

export type LoadedBatchFile = {
  file: BatchFile
  /** `missing`: the file has none (hand-written); `mismatch`: it was changed since it was saved. */
  checksum: 'valid' | 'mismatch' | 'missing'
}

export type ParseBatchFileResult = { ok: true; value: LoadedBatchFile } | { ok: false; error: string }

/** A batch file's text, checked field by field; every address comes back checksummed. */
export function parseBatchFile(text: string): ParseBatchFileResult {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { ok: false, error: 'This file is not JSON: choose a batch file saved by a transaction builder.' }
  }
  const parsed = BatchFileSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : ''
    return {
      ok: false,
      error: `This is not a valid batch file${where}: ${issue?.message ?? 'unknown problem'}`,
    }
  }
  const file = {
    ...parsed.data,
    transactions: parsed.data.transactions.map((tx) => ({ ...tx, to: getAddress(tx.to) })),
  }
  const stored = parsed.data.meta.checksum
  const checksum = !stored ? 'missing' : stored === batchFileChecksum(json) ? 'valid' : 'mismatch'
  return { ok: true, value: { file, checksum } }
}
