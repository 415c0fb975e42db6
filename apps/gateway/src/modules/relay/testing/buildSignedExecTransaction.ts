import { getDevAccount } from '@coffer/devchain'
import { getSafeTxTypedData, safeAbi, toSafeTx } from '@coffer/safe'
import {
  type Account,
  type Address,
  concat,
  encodeFunctionData,
  type Hex,
  type PublicClient,
  toHex,
} from 'viem'

/** Dev account 9 of the test mnemonic: the local chain's relayer (funded by anvil, sends nothing else). */
export function devRelayerKey(): Hex {
  const key = getDevAccount(9).getHdKey().privateKey
  if (!key) throw new Error('Dev account 9 has no private key')
  return toHex(key)
}

/**
 * `execTransaction` calldata for a Safe transaction at the Safe's current nonce, signed (EIP-712) by
 * `signers` in owner-address order — what a browser hands the relay once enough owners confirmed.
 */
export async function buildSignedExecTransaction(
  client: PublicClient,
  {
    chainId,
    safe,
    tx,
    signers,
  }: {
    chainId: number
    safe: Address
    tx: { to: Address; value?: bigint; data?: Hex }
    signers: readonly Account[]
  },
): Promise<{ data: Hex; nonce: bigint; typedData: ReturnType<typeof getSafeTxTypedData> }> {
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
  const data = encodeFunctionData({
    abi: safeAbi,
    functionName: 'execTransaction',
    args: [
      safeTx.to,
      safeTx.value,
      safeTx.data,
      safeTx.operation,
      safeTx.safeTxGas,
      safeTx.baseGas,
      safeTx.gasPrice,
      safeTx.gasToken,
      safeTx.refundReceiver,
      signatures,
    ],
  })
  return { data, nonce, typedData }
}
