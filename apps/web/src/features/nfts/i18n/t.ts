import { createTranslator, type StringKey } from '../../../i18n/t.ts'
import strings from './en.json'

export type NftsKey = StringKey<typeof strings>

/** The NFTs page's strings: they load with the page (a lazy route), not on every first visit. */
export const t = createTranslator(strings)
