import { createTranslator, type StringKey } from '../../../../i18n/t.ts'
import strings from './en.json'

export type PushKey = StringKey<typeof strings>

/** Settings → Notifications (push in this browser): its words load with the section, which loads on demand. */
export const t = createTranslator(strings)
