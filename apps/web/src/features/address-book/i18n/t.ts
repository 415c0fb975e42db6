import { createTranslator, type StringKey } from '../../../i18n/t.ts'
import strings from './en.json'

export type AddressBookKey = StringKey<typeof strings>

/** The Address book page's strings: they load with the page (a lazy route), not on every first visit. */
export const t = createTranslator(strings)
