/**
 * `record[key]` only when the record itself has it: a type or member named `constructor` or `toString`
 * must not find Object.prototype's. Typed data comes from dapps and gateways; every lookup by one of its
 * names goes through here.
 */
export function ownProperty<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined
}
