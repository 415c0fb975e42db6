/** Kilobytes (1000 bytes) with one decimal, the unit the published bundle figures use. */
export function formatKb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`
}
