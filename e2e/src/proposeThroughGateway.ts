import { getSafeTxTypedData, hashSafeTx, toSafeTx } from '@coffer/safe'
import type { Address, Hex, LocalAccount } from 'viem'
import { z } from 'zod'
import type { Product } from './startProduct.ts'

const NoncesSchema = z.object({ recommendedNonce: z.number().int().nonnegative() })

export type ProposeThroughGatewayParameters = {
  product: Product
  tx: { to: Address; value?: bigint; data?: Hex }
  /** The first one proposes; each other one adds a confirmation, as owners do from their own Coffer. */
  signers: readonly [LocalAccount, ...LocalAccount[]]
}

async function post(url: string, body: unknown): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`)
}

/**
 * Puts a transaction of the demo Safe in the queue through the gateway's real endpoints (propose, then
 * confirmations), at the next free nonce: the set-up for a test about what happens after, so it need
 * not repeat the browser flow another test already covers.
 */
export async function proposeThroughGateway({
  product,
  tx,
  signers,
}: ProposeThroughGatewayParameters): Promise<{ safeTxHash: Hex; nonce: number }> {
  const { webUrl, chainId, demo } = product
  const base = `${webUrl}/v1/chains/${chainId}`
  const noncesResponse = await fetch(`${base}/safes/${demo.safe}/nonces`)
  const { recommendedNonce: nonce } = NoncesSchema.parse(await noncesResponse.json())
  const safeTx = toSafeTx({ ...tx, nonce: BigInt(nonce) })
  const typedData = getSafeTxTypedData({ chainId, safe: demo.safe, tx: safeTx })
  const safeTxHash = hashSafeTx({ chainId, safe: demo.safe, tx: safeTx })
  const [proposer, ...confirmers] = signers
  await post(`${base}/transactions/${demo.safe}/propose`, {
    to: safeTx.to,
    value: safeTx.value.toString(),
    data: safeTx.data,
    nonce: String(nonce),
    operation: safeTx.operation,
    safeTxGas: safeTx.safeTxGas.toString(),
    baseGas: safeTx.baseGas.toString(),
    gasPrice: safeTx.gasPrice.toString(),
    gasToken: safeTx.gasToken,
    refundReceiver: safeTx.refundReceiver,
    safeTxHash,
    sender: proposer.address,
    signature: await proposer.signTypedData(typedData),
  })
  for (const confirmer of confirmers)
    await post(`${base}/transactions/${safeTxHash}/confirmations`, {
      signature: await confirmer.signTypedData(typedData),
    })
  return { safeTxHash, nonce }
}
