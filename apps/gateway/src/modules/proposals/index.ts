/** The proposals module's public face: storing and confirming a proposal (the outbox emitters' tests). */
export { addConfirmation, deleteQueuedTransaction, storeProposal } from './proposals.repository.ts'
