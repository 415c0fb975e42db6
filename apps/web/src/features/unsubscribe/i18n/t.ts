import { createTranslator } from '../../../i18n/t.ts'
import strings from './en.json'

/** The unsubscribe page's words: they load with the page, a lazy route. */
export const t = createTranslator(strings)
