import { createTranslator, type StringKey } from '../../../../i18n/t.ts'
import strings from './en.json'

export type EmailAlertsKey = StringKey<typeof strings>

/** Settings → Email alerts: its words load with the section, which loads on demand. */
export const t = createTranslator(strings)
