export { type WaitForReceiptParameters, waitForReceipt } from '../waitForReceipt.ts'
export {
  type CreateTestSafeParameters,
  createTestSafe,
} from './createTestSafe.ts'
export { type ExecSafeBatchParameters, execSafeBatch } from './execSafeBatch.ts'
export {
  type ExecSafeTransactionParameters,
  type ExecSafeTransactionReturnType,
  execSafeTransaction,
} from './execSafeTransaction.ts'
export { mintDemoToken, sendErc20, sendEth } from './sendTransfers.ts'
export {
  type SignSafeTransactionParameters,
  type SignSafeTransactionReturnType,
  signSafeTransaction,
} from './signSafeTransaction.ts'
