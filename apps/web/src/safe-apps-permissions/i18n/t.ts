import { createTranslator, type StringKey } from '../../i18n/t.ts'
import strings from './en.json'

export type SafeAppsPermissionsKey = StringKey<typeof strings>

/**
 * What each capability lets an app do, in words: the Safe Apps page asks with them and Settings lists
 * the grants with them, and both load on demand.
 */
export const t = createTranslator(strings)
