import { parseOrigin } from './parseOrigin.ts'

/** CGW `note`: the `note` of the proposal's origin JSON, HTML tags stripped; null when none. */
export function toNote(origin: string | null): string | null {
  const { note } = parseOrigin(origin)
  if (note === undefined) return null
  const stripped = note.replace(/<[^>]*>/g, '').trim()
  return stripped === '' ? null : stripped
}
