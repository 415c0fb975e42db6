import { createTranslator, type StringKey } from '../../../i18n/t.ts'
import strings from './en.json'

export type SafeSwitcherKey = StringKey<typeof strings>

/** The My Safes page's strings: they load with the page (a lazy route). The switcher, drawn on every Safe page, keeps its words in the app's table. */
export const t = createTranslator(strings)
