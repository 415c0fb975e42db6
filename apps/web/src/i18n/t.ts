import en from './en.json'

/** Every dotted path to a string in en.json, e.g. 'open_safe.errors.bad_checksum'. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>
}[keyof T & string]

export type TranslationKey = Leaves<typeof en>

function lookup(key: string): string | undefined {
  let node: unknown = en
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return undefined
    node = Reflect.get(node, part)
  }
  return typeof node === 'string' ? node : undefined
}

/**
 * Looks up an English string and fills `{name}` placeholders. Other locales can be added as lazy
 * JSON files with the same shape; the key type keeps them honest.
 */
export function t(key: TranslationKey, values: Record<string, string | number> = {}): string {
  const template = lookup(key) ?? key
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  )
}
