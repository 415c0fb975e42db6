/** `items` in slices of at most `size` (a query's `in (…)` list stays under the databases' parameter limits). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = []
  for (let index = 0; index < items.length; index += size) result.push(items.slice(index, index + size))
  return result
}
