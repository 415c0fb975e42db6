/**
 * CGW's `origin` post-processing (gateway-contract.md §6.14, 6.): JSON keeps its fields with the `note`
 * stripped of HTML, anything that is not JSON becomes null. The note is shown to every owner of the Safe,
 * so markup from a proposing app must not reach them as markup.
 */
export function sanitizeOrigin(origin: string | null): string | null {
  if (origin === null) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(origin)
  } catch {
    return null
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return origin
  if (!('note' in parsed) || typeof parsed.note !== 'string') return origin
  return JSON.stringify({ ...parsed, note: stripHtml(parsed.note) })
}

function stripHtml(text: string): string {
  return text
    .replace(/<[^>]*>?/g, '')
    .replace(/[<>]/g, '')
    .trim()
}
