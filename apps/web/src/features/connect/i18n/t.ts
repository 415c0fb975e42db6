import { createTranslator, type StringKey } from '../../../i18n/t.ts'
import strings from './en.json'

export type ConnectKey = StringKey<typeof strings>

/** Strings of the wallet stack, which loads on demand: they travel with its chunk. */
export const t = createTranslator(strings)
