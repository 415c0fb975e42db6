import { encodeMultiSendTransactions, type MultiSendCall, multiSendAbi, safeDeployments } from '@coffer/safe'
import { encodeFunctionData } from 'viem'
import {
  type ExecSafeTransactionParameters,
  type ExecSafeTransactionReturnType,
  execSafeTransaction,
} from './execSafeTransaction.ts'

export type ExecSafeBatchParameters = Omit<ExecSafeTransactionParameters, 'tx'> & {
  calls: readonly MultiSendCall[]
}

/** Executes `calls` as one Safe transaction: a delegatecall into MultiSendCallOnly, all or none. */
export function execSafeBatch({
  calls,
  ...rest
}: ExecSafeBatchParameters): Promise<ExecSafeTransactionReturnType> {
  return execSafeTransaction({
    ...rest,
    tx: {
      to: safeDeployments.multiSendCallOnly,
      data: encodeFunctionData({
        abi: multiSendAbi,
        functionName: 'multiSend',
        args: [encodeMultiSendTransactions(calls)],
      }),
      operation: 1,
    },
  })
}
