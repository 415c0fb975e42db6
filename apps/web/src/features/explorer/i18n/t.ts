import { createTranslator, type StringKey } from '../../../i18n/t.ts'
import strings from './en.json'

export type ExplorerKey = StringKey<typeof strings>

/** The built-in explorer's words: it loads on demand, so they load with it. */
export const t = createTranslator(strings)
