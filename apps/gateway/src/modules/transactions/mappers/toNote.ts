import { z } from 'zod'

const OriginSchema = z.object({ note: z.string().max(10_000).optional() })

/** CGW `note`: the `note` of the proposal's origin JSON, HTML tags stripped; null when none. */
export function toNote(origin: string | null): string | null {
  if (origin === null) return null
  let json: unknown
  try {
    json = JSON.parse(origin)
  } catch {
    return null
  }
  const parsed = OriginSchema.safeParse(json)
  if (!parsed.success || parsed.data.note === undefined) return null
  const note = parsed.data.note.replace(/<[^>]*>/g, '').trim()
  return note === '' ? null : note
}
