import { createTranslator, type StringKey } from '../../../i18n/t.ts'
import strings from './en.json'

export type SafeOverviewKey = StringKey<typeof strings>

/**
 * Strings of the Safe's pages that only lazily loaded parts use (the not-a-Safe page), so they are not
 * part of a Safe's first visit. Everything on the first paint uses the app's `t`.
 */
export const t = createTranslator(strings)
