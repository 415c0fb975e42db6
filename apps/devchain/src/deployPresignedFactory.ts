import {
  type Address,
  getSerializedTransactionType,
  type Hex,
  parseTransaction,
  recoverTransactionAddress,
  type TransactionSerialized,
} from 'viem'
import { confirmSeedTransaction } from './confirmSeedTransaction.ts'
import type { DevchainClient } from './createDevchainClient.ts'
import { DevchainError } from './DevchainError.ts'
import { hasCode } from './hasCode.ts'

export type DeployPresignedFactoryParameters = {
  /** Where the factory lands; nothing is sent when it already has code. */
  address: Address
  /** The signed deployment transaction, from its one-off signer. */
  transaction: Hex
  /** Broadcast the transaction (true) or only place its runtime code with `anvil_setCode` (false). */
  broadcast: boolean
}

/**
 * Puts a deterministic-deployment factory on the chain. Broadcasting the presigned transaction is
 * what a real network does; when it cannot work here (the Safe factory's transaction is EIP-155
 * signed for one chain id) we run its init code with `eth_call` and place the returned runtime code.
 */
export async function deployPresignedFactory(
  client: DevchainClient,
  { address, transaction, broadcast }: DeployPresignedFactoryParameters,
): Promise<void> {
  if (await hasCode(client, address)) return
  const parsed = parseTransaction(transaction)
  if (broadcast) {
    if (!isSerializedTransaction(transaction)) {
      throw new DevchainError(
        'ARTIFACT_INVALID',
        `The deployment transaction of ${address} is not a transaction.`,
      )
    }
    const signer = await recoverTransactionAddress({ serializedTransaction: transaction })
    const cost = (parsed.gas ?? 0n) * (parsed.gasPrice ?? 0n)
    const balance = await client.getBalance({ address: signer })
    if (balance < cost) {
      const hash = await client.sendTransaction({ to: signer, value: cost - balance })
      await confirmSeedTransaction(client, hash, `fund the deployer of ${address}`)
    }
    const hash = await client.sendRawTransaction({ serializedTransaction: transaction })
    await confirmSeedTransaction(client, hash, `deploy the factory at ${address}`)
  } else {
    if (parsed.data === undefined) {
      throw new DevchainError('SEED_FAILED', `The deployment transaction of ${address} has no init code.`)
    }
    const { data: runtimeCode } = await client.call({ data: parsed.data })
    if (runtimeCode === undefined) {
      throw new DevchainError('SEED_FAILED', `The init code of ${address} returned no runtime code.`)
    }
    await client.setCode({ address, bytecode: runtimeCode })
  }
  if (!(await hasCode(client, address))) {
    throw new DevchainError('SEED_FAILED', `The factory did not land at ${address}.`)
  }
}

// Presigned factory deployments are legacy transactions (the keyless EIP-2470 one predates EIP-155).
function isSerializedTransaction(value: Hex): value is TransactionSerialized<'legacy'> {
  return getSerializedTransactionType(value) === 'legacy'
}
