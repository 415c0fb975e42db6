import { getDevAccount } from '@coffer/devchain'
import { signSafeTransaction } from '@coffer/devchain/testing'
import { encodeExecTransaction, type getSafeTxTypedData } from '@coffer/safe'
import { type Account, type Address, type Hex, type PublicClient, toHex } from 'viem'

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
  const { safeTx, nonce, typedData, signatures } = await signSafeTransaction(client, {
    chainId,
    safe,
    tx,
    signers,
  })
  const data = encodeExecTransaction(safeTx, signatures)
  return { data, nonce, typedData }
}
