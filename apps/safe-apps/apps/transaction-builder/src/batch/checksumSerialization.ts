/**
 * The text the community Transaction Builder (safe-global/safe-react-apps, apps/tx-builder) hashes for a
 * batch file's `meta.checksum`: object keys sorted, each object written as `{`, the JSON array of its keys,
 * every value followed by `,`, then `}`; arrays as `[a,b]`; `undefined` as `null`. Not JSON: only a stable
 * input to the hash, so files from either tool check against each other.
 */
export function checksumSerialization(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(checksumSerialization).join(',')}]`
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    const keys = JSON.stringify(entries.map(([key]) => key))
    return `{${keys}${entries.map(([, item]) => `${checksumSerialization(item)},`).join('')}}`
  }
  return JSON.stringify(value === undefined ? null : value)
}
