import { createTranslator, type StringKey } from '../../i18n/t.ts'
import strings from './en.json'

export type TransactionsKey = StringKey<typeof strings>

/** A transaction's details (History, the Queue, the transaction page): they load with those pages, not on every first visit. */
export const t = createTranslator(strings)
