import { getSafeTxTypedData, type SafeTx, safeAbi, toSafeTx } from '@coffer/safe'
import { type Account, type Address, concat, type Hex, type PublicClient } from 'viem'

export type SignSafeTransactionParameters = {
  chainId: number
  safe: Address
  tx: { to: Address; value?: bigint; data?: Hex; operation?: 0 | 1 }
  /** Owners that sign the SafeTx (EIP-712); sorted by address here, as the Safe requires. */
  signers: readonly Account[]
}

export type SignSafeTransactionReturnType = {
  safeTx: SafeTx
  nonce: bigint
  typedData: ReturnType<typeof getSafeTxTypedData>
  /** The owners' signatures concatenated in address order: `execTransaction`'s last argument. */
  signatures: Hex
}

/** Builds the SafeTx at the Safe's current nonce and has the owners sign it, as co-signers in a browser do. */
export async function signSafeTransaction(
  client: Pick<PublicClient, 'readContract'>,
  { chainId, safe, tx, signers }: SignSafeTransactionParameters,
): Promise<SignSafeTransactionReturnType> {
  const nonce = await client.readContract({ address: safe, abi: safeAbi, functionName: 'nonce' })
  const safeTx = toSafeTx({ ...tx, nonce })
  const typedData = getSafeTxTypedData({ chainId, safe, tx: safeTx })
  const sorted = [...signers].sort((a, b) => (a.address.toLowerCase() < b.address.toLowerCase() ? -1 : 1))
  const signatures = concat(
    await Promise.all(
      sorted.map((signer) => {
        if (!signer.signTypedData) throw new Error(`Account ${signer.address} cannot sign typed data`)
        return signer.signTypedData(typedData)
      }),
    ),
  )
  return { safeTx, nonce, typedData, signatures }
}
