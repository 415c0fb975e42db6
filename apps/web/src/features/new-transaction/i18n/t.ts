import { createTranslator, type StringKey } from '../../../i18n/t.ts'
import strings from './en.json'

export type NewTransactionKey = StringKey<typeof strings>

/** The New transaction page's strings: they load with the page (a lazy route). The Safe header's button and the address field's words, which shared code uses, stay in the app's table. */
export const t = createTranslator(strings)
