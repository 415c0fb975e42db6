import { type SafeTx, safeAbi } from '@coffer/safe'
import { encodeFunctionData, type Hex } from 'viem'

/** The calldata of `execTransaction` on the Safe, for the wallet and for the relay alike. */
export function encodeExecTransaction(safeTx: SafeTx, signatures: Hex): Hex {
  return encodeFunctionData({
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
}
