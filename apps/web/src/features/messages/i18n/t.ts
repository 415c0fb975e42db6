import { createTranslator, type StringKey } from '../../../i18n/t.ts'
import strings from './en.json'

export type MessagesKey = StringKey<typeof strings>

/** The Messages pages' strings: they load with those pages (lazy routes), not on every first visit. */
export const t = createTranslator(strings)
