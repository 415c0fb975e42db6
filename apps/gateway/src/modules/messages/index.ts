/**
 * The messages module's public face: storing a message (the outbox emitters' tests write one), and the
 * checked reads and writes the Transaction Service face (modules/tx-service) shares with the CGW routes.
 */
export { findMessage, insertMessage } from './messages.repository.ts'
export { confirmMessage, getMessage, listSafeMessages, proposeMessage } from './messages.service.ts'
