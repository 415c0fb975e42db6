/** The transactions module's public face: one transaction's details and the queue's building blocks. */
export { findConfirmations, findMultisigTransactionsByHash, findSafe } from './transactions.repository.ts'
export { getCreationTransaction, getTransactionDetails, type PageLinks } from './transactions.service.ts'
