import { createTranslator, type StringKey } from '../../i18n/t.ts'
import strings from './en.json'

export type SafeMessageKey = StringKey<typeof strings>

/**
 * The signing dialog's strings: they load with the dialog (after a wallet connects), not on every first
 * visit. The host's loading state, drawn before the dialog's code arrives, keeps its title and label in
 * the app's table (`safe_message.titles`, `safe_message.loading`).
 */
export const t = createTranslator(strings)
