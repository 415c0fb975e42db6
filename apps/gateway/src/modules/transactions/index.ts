/** The transactions module's public face: one transaction's details and the queue's building blocks. */

export { toNote } from './mappers/toNote.ts'
export {
  findConfirmations,
  findIncomingTransfers,
  findModuleTransactions,
  findMultisigTransactionsByHash,
  findSafe,
  findTokens,
} from './transactions.repository.ts'
export { getCreationTransaction, getTransactionDetails, type PageLinks } from './transactions.service.ts'
