import { createTranslator, type StringKey } from '../../../i18n/t.ts'
import strings from './en.json'

export type AddFundsKey = StringKey<typeof strings>

/** The Add funds dialog's strings: they load with the dialog. Its button and loading state, drawn on every Safe page, stay in the app's table. */
export const t = createTranslator(strings)
