import { type Address, createPublicClient, type Hex, http, parseAbi, slice } from 'viem'
import type { StoredTransaction } from './gatewayQueuedTransaction.ts'

const safeHashingAbi = parseAbi([
  'function domainSeparator() view returns (bytes32)',
  'function encodeTransactionData(address to, uint256 value, bytes data, uint8 operation, uint256 safeTxGas, uint256 baseGas, uint256 gasPrice, address gasToken, address refundReceiver, uint256 _nonce) view returns (bytes)',
  'function getTransactionHash(address to, uint256 value, bytes data, uint8 operation, uint256 safeTxGas, uint256 baseGas, uint256 gasPrice, address gasToken, address refundReceiver, uint256 _nonce) view returns (bytes32)',
])

export type SafeTxHashes = { domainHash: Hex; messageHash: Hex; safeTxHash: Hex }

/**
 * The domain, message and safeTxHash of a stored transaction as the Safe contract itself computes
 * them: the reference the browser's own hashing is checked against, independent of any JS code.
 */
export async function readSafeContractHashes({
  rpcUrl,
  safe,
  stored,
}: {
  rpcUrl: string
  safe: Address
  stored: StoredTransaction
}): Promise<SafeTxHashes> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  const { txData, detailedExecutionInfo: execution } = stored
  const args = [
    txData.to.value,
    BigInt(txData.value),
    txData.hexData ?? '0x',
    txData.operation,
    BigInt(execution.safeTxGas),
    BigInt(execution.baseGas),
    BigInt(execution.gasPrice),
    execution.gasToken,
    execution.refundReceiver.value,
    BigInt(execution.nonce),
  ] as const
  const [domainHash, encoded, safeTxHash] = await Promise.all([
    client.readContract({ address: safe, abi: safeHashingAbi, functionName: 'domainSeparator' }),
    client.readContract({ address: safe, abi: safeHashingAbi, functionName: 'encodeTransactionData', args }),
    client.readContract({ address: safe, abi: safeHashingAbi, functionName: 'getTransactionHash', args }),
  ])
  // encodeTransactionData is 0x19 0x01 ‖ domainSeparator ‖ hashStruct(SafeTx): the message hash is its tail.
  return { domainHash, messageHash: slice(encoded, 34), safeTxHash }
}
