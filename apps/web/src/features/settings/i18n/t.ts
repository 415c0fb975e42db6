import { createTranslator, type StringKey } from '../../../i18n/t.ts'
import strings from './en.json'

export type SettingsKey = StringKey<typeof strings>

/** The Settings page's strings (owners, delegates, app permissions): they load with the page, a lazy route. */
export const t = createTranslator(strings)
