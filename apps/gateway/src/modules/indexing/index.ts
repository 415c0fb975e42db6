/** The indexing module's public face: asking the indexer to follow a Safe on a `watched` chain. */
export { watchSafe } from './watchSafe.ts'
