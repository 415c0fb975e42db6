import { z } from 'zod'

/**
 * The `origin` a proposer sends is free text, by convention JSON like `{"url": "<app URL>", "name": "…",
 * "note": "…"}`. Each field is read on its own, so a malformed one does not hide the others.
 */
const OriginSchema = z.object({
  url: z.string().max(2000).optional().catch(undefined),
  note: z.string().max(10_000).optional().catch(undefined),
})
export type Origin = z.infer<typeof OriginSchema>

export function parseOrigin(origin: string | null): Origin {
  if (origin === null) return {}
  let json: unknown
  try {
    json = JSON.parse(origin)
  } catch {
    return {}
  }
  const parsed = OriginSchema.safeParse(json)
  return parsed.success ? parsed.data : {}
}
