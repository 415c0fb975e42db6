import { createTranslator, type StringKey } from '../../i18n/t.ts'
import strings from './en.json'

export type RecoveryKey = StringKey<typeof strings>

/** Recovery's strings: they load with Settings and the recovery screens, not on every first visit. */
export const t = createTranslator(strings)
