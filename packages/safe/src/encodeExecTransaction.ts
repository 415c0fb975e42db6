import { encodeFunctionData, type Hex } from 'viem'
import { safeAbi } from './abis/safeAbi.ts'
import type { SafeTx } from './safeTx.ts'

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
