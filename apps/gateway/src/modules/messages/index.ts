/** The messages module's public face: storing a message (the outbox emitters' tests write one). */
export { insertMessage } from './messages.repository.ts'
