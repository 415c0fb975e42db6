import { safeAbi, safeProxyFactoryAbi } from '@coffer/safe'
import { decodeAbiParameters, getAbiItem, type Hex, toFunctionSelector } from 'viem'
import { bytesAt, uintAt } from './abiWords.ts'

/**
 * Transaction inputs the indexer reads, matched by their 4-byte selector computed once. viem's
 * `decodeFunctionData` hashes the signature of every function in the ABI on each call (a JavaScript
 * keccak each), which an L1 Safe's every execution and every Safe creation would pay.
 */
const execTransaction = getAbiItem({ abi: safeAbi, name: 'execTransaction' })
const createProxyWithNonce = getAbiItem({ abi: safeProxyFactoryAbi, name: 'createProxyWithNonce' })
const createChainSpecificProxyWithNonce = getAbiItem({
  abi: safeProxyFactoryAbi,
  name: 'createChainSpecificProxyWithNonce',
})
const execTransactionSelector = toFunctionSelector(execTransaction)
const creationSelectors = new Set<string>([
  toFunctionSelector(createProxyWithNonce),
  toFunctionSelector(createChainSpecificProxyWithNonce),
])

/** The arguments of an `execTransaction` call, or undefined for any other input (or a malformed one). */
export function decodeExecTransactionInput(input: Hex) {
  if (input.slice(0, 10).toLowerCase() !== execTransactionSelector) return undefined
  try {
    return decodeAbiParameters(execTransaction.inputs, `0x${input.slice(10)}`)
  } catch {
    return undefined
  }
}

/**
 * The initializer and salt of a factory's `create…ProxyWithNonce` call, read in place (abiWords.ts):
 * every Safe created in a range has one, and viem's decoder copies the input to bytes and back.
 */
export function decodeCreationInput(input: Hex): { initializer: Hex; saltNonce: bigint } | undefined {
  if (!creationSelectors.has(input.slice(0, 10).toLowerCase())) return undefined
  try {
    // Both functions take (address singleton, bytes initializer, uint256 saltNonce).
    const args: Hex = `0x${input.slice(10)}`
    return { initializer: bytesAt(args, 1), saltNonce: uintAt(args, 2) }
  } catch {
    return undefined
  }
}
