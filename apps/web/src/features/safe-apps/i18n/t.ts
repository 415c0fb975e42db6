import { createTranslator, type StringKey } from '../../../i18n/t.ts'
import strings from './en.json'

export type SafeAppsKey = StringKey<typeof strings>

/** The Safe Apps pages' strings: they load with those pages (lazy routes), not on every first visit. */
export const t = createTranslator(strings)
