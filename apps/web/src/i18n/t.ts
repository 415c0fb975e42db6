import en from './en.json'

/** Every dotted path to a string in a string table, e.g. 'open_safe.errors.bad_checksum'. */
export type StringKey<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : StringKey<T[K], `${Prefix}${K}.`>
}[keyof T & string]

export type TranslationKey = StringKey<typeof en>

export type Translate<Key extends string> = (key: Key, values?: Record<string, string | number>) => string

function lookup(strings: object, key: string): string | undefined {
  let node: unknown = strings
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return undefined
    node = Reflect.get(node, part)
  }
  return typeof node === 'string' ? node : undefined
}

/**
 * A `t` over one string table: looks up a dotted key and fills `{name}` placeholders. The app's table
 * (en.json) is part of every first visit; a screen that loads on demand keeps its own table beside its
 * code (`features/<area>/i18n/en.json`, with its own `t`), so its words load with it. Other locales can
 * be added as lazy JSON files with the same shapes; the key types keep them honest.
 */
export function createTranslator<Strings extends object>(strings: Strings): Translate<StringKey<Strings>> {
  return (key, values = {}) => {
    const template = lookup(strings, key) ?? key
    return template.replace(/\{(\w+)\}/g, (match, name: string) =>
      name in values ? String(values[name]) : match,
    )
  }
}

/** The app's strings (en.json). */
export const t: Translate<TranslationKey> = createTranslator(en)
