import { createTranslator, type StringKey } from '../../i18n/t.ts'
import strings from './en.json'

export type SafeTxKey = StringKey<typeof strings>

/**
 * The review dialog's strings: they load with the dialog (after a wallet connects), not on every first
 * visit. The host's loading state, drawn before the dialog's code arrives, keeps its title and label in
 * the app's table (`safe_tx.titles`, `safe_tx.loading`).
 */
export const t = createTranslator(strings)
