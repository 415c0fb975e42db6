import { createTranslator, type StringKey } from '../../../i18n/t.ts'
import strings from './en.json'

export type QueueKey = StringKey<typeof strings>

/**
 * The Queue page's strings: they load with the page (a lazy route). The pending count of the Safe's
 * navigation, drawn on every Safe page, stays in the app's table (`queue.pending_count`).
 */
export const t = createTranslator(strings)
