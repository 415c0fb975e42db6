import { type Address, type Hex, isHex } from 'viem'
import { z } from 'zod'
import type { Product } from './startProduct.ts'

const HexSchema = z.string().refine((value): value is Hex => isHex(value), 'expected 0x-prefixed hex')
const AddressSchema = z.string().refine((value): value is Address => isHex(value) && value.length === 42)
const AddressExSchema = z.object({ value: AddressSchema })

const StoredTransactionSchema = z.object({
  txId: z.string(),
  txStatus: z.string(),
  txHash: HexSchema.nullish(),
  txData: z.object({
    to: AddressExSchema,
    value: z.string(),
    hexData: HexSchema.nullish(),
    operation: z.union([z.literal(0), z.literal(1)]),
  }),
  detailedExecutionInfo: z.object({
    type: z.literal('MULTISIG'),
    nonce: z.number(),
    safeTxGas: z.string(),
    baseGas: z.string(),
    gasPrice: z.string(),
    gasToken: AddressSchema,
    refundReceiver: AddressExSchema,
    safeTxHash: HexSchema,
    confirmationsRequired: z.number(),
    confirmations: z.array(z.object({ signer: AddressExSchema, signature: HexSchema.nullish() })),
    proposer: AddressExSchema.nullish(),
  }),
})
export type StoredTransaction = z.infer<typeof StoredTransactionSchema>

const QueueSchema = z.object({
  results: z.array(
    z.union([
      z.object({ type: z.literal('TRANSACTION'), transaction: z.object({ id: z.string() }) }),
      z.object({ type: z.string() }),
    ]),
  ),
})

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`)
  return response.json()
}

/** The ids (`multisig_<safe>_<safeTxHash>`) of the demo Safe's queue, as the gateway serves it. */
export async function getGatewayQueueIds(product: Product): Promise<string[]> {
  const url = `${product.webUrl}/v1/chains/${product.chainId}/safes/${product.demo.safe}/transactions/queued`
  const { results } = QueueSchema.parse(await getJson(url))
  return results.flatMap((item) => ('transaction' in item ? [item.transaction.id] : []))
}

/** One multisig transaction as the gateway stored it (fields, confirmations, proposer), read over HTTP. */
export async function getGatewayTransaction(product: Product, txId: string): Promise<StoredTransaction> {
  return StoredTransactionSchema.parse(
    await getJson(`${product.webUrl}/v1/chains/${product.chainId}/transactions/${txId}`),
  )
}
