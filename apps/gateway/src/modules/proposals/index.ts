/**
 * The proposals module's public face: storing and confirming a proposal (the outbox emitters' tests), and
 * the checked writes the Transaction Service face (modules/tx-service) shares with the CGW routes.
 */
export { addConfirmation, deleteQueuedTransaction, storeProposal } from './proposals.repository.ts'
export { confirmTransaction, deleteTransaction, proposeTransaction } from './proposals.service.ts'
