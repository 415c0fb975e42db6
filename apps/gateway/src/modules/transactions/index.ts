/** The transactions module's public face: one transaction's details and the queue's building blocks. */
export { findConfirmations, findSafe } from './transactions.repository.ts'
export { getTransactionDetails, type PageLinks } from './transactions.service.ts'
